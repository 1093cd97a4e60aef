// Starter questions for an empty chat, drawn from what the sites say about themselves: the titles of the pages
// already read that the start pages link to (the site's own navigation), else the start page's link texts. Only
// pages in the page store count: nothing is fetched. Titles are page text: the caller shows them as text only.
import type { PageStore } from "../../storage/index.js";
import { normalizeUrl } from "../../web/index.js";

const MAX_TOPIC_CHARS = 60;
const NAVIGATION_WORDS = new Set([
  "home",
  "next",
  "previous",
  "back",
  "more",
  "menu",
  "search",
  "login",
  "sign in",
]);

/** "Returns Policy | Northwind Help Center" → "Returns Policy": the page's own part of a title. */
export function topicOfTitle(title: string): string {
  const flat = title.replace(/\s+/g, " ").trim();
  const first = flat.split(/\s+[|–—·:]\s+|\s+-\s+/)[0]?.trim() ?? "";
  return first.length > MAX_TOPIC_CHARS ? "" : first;
}

/** Up to `limit` questions, one per distinct topic, in the start pages' link order. */
export async function starterQuestions(options: {
  pages: PageStore;
  startUrls: readonly string[];
  limit?: number;
  /** Whether a stored page may be used now (a fetch of its URL would pass the address guard). Default: all. */
  admits?: (url: string) => Promise<boolean>;
}): Promise<string[]> {
  const { startUrls, limit = 4, admits } = options;
  const pages = {
    get: async (url: string) => {
      const page = await options.pages.get(url);
      return page && (!admits || (await admits(url))) ? page : undefined;
    },
  };
  const topics = new Map<string, string>();
  const startTopics = new Set<string>();
  const starts = [];
  for (const raw of startUrls) {
    const url = normalizeUrl(raw);
    const page = url ? await pages.get(url) : undefined;
    if (page?.status !== "ok") continue;
    startTopics.add(topicOfTitle(page.title).toLowerCase());
    starts.push(page);
  }
  for (const start of starts) {
    for (const link of start.links) {
      if (topics.size >= limit) break;
      const linked = await pages.get(link.url);
      const topic = topicOfTitle(linked?.status === "ok" && linked.title ? linked.title : "");
      const key = topic.toLowerCase();
      // Not the start page again, nor navigation words that name no subject.
      if (topic.length < 3 || NAVIGATION_WORDS.has(key) || startTopics.has(key) || topics.has(key)) continue;
      topics.set(key, topic);
    }
  }
  // "About Northwind" is already about something: not "about About Northwind".
  return [...topics.values()].map(
    (topic) => `What does the site say about ${topic.replace(/^about\s+/i, "")}?`,
  );
}
