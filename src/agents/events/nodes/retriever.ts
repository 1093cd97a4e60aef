// retriever: brings back pages and feeds for the plan — `web` crawls the allowlisted sites, `tavily` searches,
// shortlists and reads the shortlist. A revision that only re-ranks reads nothing new.
import { TavilyError } from "../../../events/tavily/index.js";
import { emptyUsage } from "../../../llm/index.js";
import type { EventsDependencies } from "../dependencies.js";
import type { EventsStateUpdate, EventsStateValue, RetrievedDocument } from "../state.js";
import { retrieveFromTavily } from "../tavily-retrieval.js";
import { createWebEventSource } from "../web-source.js";
import { emitter } from "./emit.js";
import type { EventsNode } from "./timed.js";

/** Documents of both retrievals, one per URL (the newer copy wins). */
function union(
  known: readonly RetrievedDocument[],
  fresh: readonly RetrievedDocument[],
): RetrievedDocument[] {
  const byUrl = new Map(known.map((document) => [document.url, document]));
  for (const document of fresh) byUrl.set(document.url, document);
  return [...byUrl.values()];
}

export function createRetrieverNode(deps: EventsDependencies): EventsNode {
  const webSource = deps.webSource ?? createWebEventSource({ fetcher: deps.fetcher });
  return async (state: EventsStateValue, config): Promise<EventsStateUpdate> => {
    const { settings, plan } = state;
    if (!settings || !plan) throw new Error("the retriever runs after the planner");
    const iterations = state.iterations + 1;
    if (!plan.retrieve) return { iterations };
    const emit = emitter(deps, config);
    const onProgress = (progress: {
      url: string;
      kind: "search" | "page" | "feed" | "extract";
      ok: boolean;
      reason?: string;
    }) => emit({ type: "source-read", ...progress });

    if (settings.source === "web") {
      const documents = await webSource.retrieve({
        startUrls: plan.startUrls,
        pageBudget: plan.pageBudget,
        knownDocuments: state.documents,
        signal: config.signal,
        onProgress,
      });
      return { iterations, documents: union(state.documents, documents) };
    }

    if (!deps.tavily) throw new Error("the tavily source was chosen but no Tavily client was given");
    try {
      const retrieval = await retrieveFromTavily({
        tavily: deps.tavily,
        fetcher: deps.fetcher,
        plan,
        shortlistSize: settings.shortlistSize,
        skipUrls: new Set(state.documents.map((document) => document.url)),
        signal: config.signal,
        onProgress,
      });
      return {
        iterations,
        documents: union(state.documents, retrieval.documents),
        spend: { credits: retrieval.credits, usage: emptyUsage() },
      };
    } catch (error) {
      // The first search must work (the user has to fix the key or the plan); a revision's may fail softly.
      if (!(error instanceof TavilyError) || state.iterations === 0) throw error;
      const note = `the revision's Tavily search failed (${error.message}); kept the events found so far`;
      emit({ type: "note-added", message: note });
      return { iterations, notes: [note] };
    }
  };
}
