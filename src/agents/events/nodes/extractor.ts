// extractor (and normaliser): events from every document read so far (JSON-LD, microdata, iCalendar, plain HTML via
// src/events/extract), in the query's window and zone; the model reads a few pages where all of those found
// nothing (when one is configured and the budget allows). Duplicates across pages and sources are merged.
import { DEFAULT_PRICE_PER_CREDIT_USD, projectCost } from "../../../events/cost/index.js";
import type { EventRecord } from "../../../events/event-types.js";
import { extractEvents } from "../../../events/extract/index.js";
import { mergeSightings } from "../../../events/identity/index.js";
import { extractPage } from "../../../extract/index.js";
import { addUsage, emptyUsage, type Usage } from "../../../llm/index.js";
import type { EventsDependencies } from "../dependencies.js";
import { extractEventsWithModel, LLM_EXTRACTION_TOKENS } from "../llm-extraction.js";
import type { EventsStateUpdate, EventsStateValue, RetrievedDocument } from "../state.js";
import { emitter } from "./emit.js";
import type { EventsNode } from "./timed.js";

/** Pages the model may read per run at most. */
const MAX_LLM_PAGES = 3;

const isFeedUrl = (url: string) => /\.ics(?:$|[?#])/i.test(url);

/**
 * A calendar file is never an event's link when a page exists: an event still linked to its feed (no page of its
 * own was found) links to the page of the same site that offers the feed (the calendar a person would open).
 */
export function withPageUrls(
  events: readonly EventRecord[],
  documents: readonly RetrievedDocument[],
): EventRecord[] {
  const announcing = new Map<string, string | undefined>();
  const pageFor = (feedUrl: string): string | undefined => {
    if (announcing.has(feedUrl)) return announcing.get(feedUrl);
    const feed = new URL(feedUrl);
    const page = documents.find((document) => {
      if (document.html === undefined || isFeedUrl(document.url)) return false;
      if (new URL(document.url).origin !== feed.origin) return false;
      const html = document.html;
      return [feed.href, `"${feed.pathname}`, `'${feed.pathname}`].some((needle) => html.includes(needle));
    });
    announcing.set(feedUrl, page?.url);
    return page?.url;
  };
  return events.map((event) => {
    if (!isFeedUrl(event.url)) return event;
    const page = pageFor(event.url);
    return page ? { ...event, url: page } : event;
  });
}

export function createExtractorNode(deps: EventsDependencies): EventsNode {
  const now = deps.now ?? Date.now;
  const pricePerCredit = deps.pricePerCreditUsd ?? DEFAULT_PRICE_PER_CREDIT_USD;
  return async (state: EventsStateValue, config): Promise<EventsStateUpdate> => {
    const { query, settings } = state;
    if (!query || !settings) throw new Error("the extractor runs after input_guard");
    const emit = emitter(deps, config);
    const found: EventRecord[] = [];
    const empty: RetrievedDocument[] = [];
    const notes: string[] = [];
    for (const document of state.documents) {
      let events: EventRecord[] = [];
      try {
        events = extractEvents({
          ...(document.html !== undefined ? { html: document.html } : {}),
          ...(document.ics !== undefined ? { ics: document.ics } : {}),
          url: document.url,
          defaultTimeZone: query.timeZone,
          now: new Date(now()),
          windowFrom: query.dateFrom,
          windowTo: query.dateTo,
        });
      } catch (error) {
        // One broken page or feed never fails the run.
        notes.push(`could not read events from ${document.url}: ${(error as Error).message}`);
      }
      const modelRead = state.model_events[document.url];
      if (events.length === 0 && modelRead) events = modelRead;
      else if (events.length === 0 && document.html) empty.push(document);
      found.push(...events);
    }

    let usage: Usage = emptyUsage();
    const modelEvents = { ...state.model_events };
    const model = deps.model;
    if (model && empty.length > 0) {
      const spentUsd = state.spend.credits * pricePerCredit + state.spend.usage.costUsd;
      const perPage = projectCost({
        plan: {
          source: settings.source,
          searches: [],
          extractUrls: 0,
          llmCalls: [{ model: settings.model, ...LLM_EXTRACTION_TOKENS }],
        },
        prices: deps.prices,
      }).projectedUsd;
      const affordable = settings.confirmCost
        ? MAX_LLM_PAGES
        : Math.max(
            0,
            Math.floor((settings.budgetUsd - spentUsd - state.projected_usd) / Math.max(perPage, 1e-9)),
          );
      for (const document of empty.slice(0, Math.min(MAX_LLM_PAGES, affordable))) {
        modelEvents[document.url] = [];
        try {
          const text = extractPage(document.html as string, { url: document.url }).text;
          if (text.trim().length < 40) continue;
          const read = await extractEventsWithModel({
            model,
            document,
            text,
            timeZone: query.timeZone,
            signal: config.signal,
            onUsage: (call) => {
              usage = addUsage(usage, call);
            },
          });
          modelEvents[document.url] = read;
          found.push(...read);
        } catch (error) {
          notes.push(`the model could not read ${document.url}: ${(error as Error).message}`);
        }
      }
    }

    const candidates = withPageUrls(mergeSightings(found), state.documents);
    emit({
      type: "events-extracted",
      documents: state.documents.length,
      found: found.length,
      candidates: candidates.length,
    });
    return { candidates, notes, model_events: modelEvents, spend: { credits: 0, usage } };
  };
}
