import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createPageStore, openDatabase, type StoredPage } from "../../storage/index.js";
import { starterQuestions, topicOfTitle } from "./starter-topics.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function store() {
  const dir = mkdtempSync(join(tmpdir(), "webscout-starters-"));
  dirs.push(dir);
  return createPageStore({ db: openDatabase({ dataDir: dir }) });
}

const page = (
  url: string,
  title: string,
  links: string[] = [],
  status: StoredPage["status"] = "ok",
): StoredPage => ({
  url,
  finalUrl: url,
  status,
  title,
  text: "",
  links: links.map((link) => ({ url: link, text: "" })),
  fetchedAt: 0,
});

describe("topicOfTitle", () => {
  it("keeps the page's own part of a title and drops long ones", async () => {
    expect(topicOfTitle("Returns Policy | Northwind Help Center")).toBe("Returns Policy");
    expect(topicOfTitle("Shipping - Shop")).toBe("Shipping");
    expect(topicOfTitle("x".repeat(80))).toBe("");
  });
});

describe("starterQuestions", () => {
  it("asks about the titles of pages already read that the start page links to, in link order", async () => {
    const pages = store();
    await pages.put(
      page("https://site.test/", "Home | Site", [
        "https://site.test/",
        "https://site.test/next",
        "https://site.test/returns",
        "https://site.test/unread",
        "https://site.test/gone",
        "https://site.test/shipping",
        "https://site.test/returns-2",
      ]),
    );
    await pages.put(page("https://site.test/next", "Next"));
    await pages.put(page("https://site.test/returns", "Returns Policy | Site"));
    await pages.put(page("https://site.test/gone", "Old page", [], "failed"));
    await pages.put(page("https://site.test/shipping", "Shipping and delivery – Site"));
    await pages.put(page("https://site.test/returns-2", "Returns policy | Site"));
    expect(await starterQuestions({ pages, startUrls: ["https://site.test"] })).toEqual([
      "What does the site say about Returns Policy?",
      "What does the site say about Shipping and delivery?",
    ]);
    expect(await starterQuestions({ pages, startUrls: ["https://site.test"], limit: 1 })).toHaveLength(1);
    // Nothing read yet: nothing to suggest, and nothing fetched.
    expect(await starterQuestions({ pages, startUrls: ["https://other.test/"] })).toEqual([]);
  });

  it("uses only the stored pages it is told a fetch would be allowed to read now", async () => {
    const pages = store();
    await pages.put(
      page("https://site.test/", "Home | Site", ["https://site.test/returns", "https://site.test/shipping"]),
    );
    await pages.put(page("https://site.test/returns", "Returns Policy | Site"));
    await pages.put(page("https://site.test/shipping", "Shipping | Site"));
    const startUrls = ["https://site.test/"];
    const admits = async (url: string) => !url.endsWith("/returns");
    expect(await starterQuestions({ pages, startUrls, admits })).toEqual([
      "What does the site say about Shipping?",
    ]);
    expect(await starterQuestions({ pages, startUrls, admits: async () => false })).toEqual([]);
  });

  it('does not ask "about About …" for an about page', async () => {
    const pages = store();
    await pages.put(
      page("https://site.test/", "Home | Site", ["https://site.test/about", "https://site.test/us"]),
    );
    await pages.put(page("https://site.test/about", "About Northwind Outfitters | Site"));
    await pages.put(page("https://site.test/us", "About us"));
    expect(await starterQuestions({ pages, startUrls: ["https://site.test/"] })).toEqual([
      "What does the site say about Northwind Outfitters?",
      "What does the site say about us?",
    ]);
  });
});
