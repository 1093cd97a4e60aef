// The MCP tools over the server's parts: questions through the same queue and runtimes as POST /chat, event
// searches through the event scout, pages through a guarded fetcher. Visitors may ask and read the configured
// sites; their own start URLs or other sites need `authorize` (the admin rules of the API; the stdio server's
// user is the operator).

import type { PageFetcher } from "../crawl/index.js";
import { WebscoutError } from "../errors/index.js";
import { crawlPages } from "../mcp/crawl-pages.js";
import { readPage } from "../mcp/read-page.js";
import {
  askSiteOutputOf,
  describeAskProgress,
  describeScoutProgress,
  findEventsOutputOf,
} from "../mcp/tool-results.js";
import type { ToolCall, WebscoutTools } from "../mcp/webscout-tools.js";
import { defaultAllowedDomains, isUrlAllowed, parseAllowedDomains } from "../web/index.js";
import type { EventsBackend } from "./events-backend.js";
import { answer } from "./routes/chat.js";
import type { ServerContext } from "./server-context.js";

/** A guarded fetcher limited to `allowedDomains` (src/runtime builds it from the config); closed after use. */
export type OpenPageFetcher = (allowedDomains: readonly string[]) => PageFetcher & { close(): Promise<void> };

export interface ToolsBackendOptions {
  context: Pick<ServerContext, "getSettings" | "queue" | "runtimes">;
  /** The event scout. Default: none (find_events says so). */
  events?: EventsBackend;
  /** For read_page and crawl_site. Default: none (they say so). */
  openFetcher?: OpenPageFetcher;
  /** Throws unless the caller may do `action`, an operator's right (UnauthorizedError, ForbiddenError). */
  authorize: (action: string) => void;
  /** Throws RateLimitedError when the caller is over its allowance; called once per tool call. Default: none. */
  takeQuestion?: () => Promise<void>;
}

/** Numbers the steps a listener reports; drops the ones `describe` has nothing to say about. */
function stepper<Progress>(call: ToolCall, describe: (progress: Progress) => string | undefined) {
  const { onProgress } = call;
  if (!onProgress) return undefined;
  let step = 0;
  return (progress: Progress) => {
    const message = describe(progress);
    if (message) onProgress({ progress: ++step, message });
  };
}

export function createToolsBackend(options: ToolsBackendOptions): WebscoutTools {
  const { context, authorize, takeQuestion = async () => {} } = options;

  /** A fetcher for `url`: within the configured sites for anyone, elsewhere only for an operator. */
  function fetcherFor(url: string): { fetcher: PageFetcher & { close(): Promise<void> }; domains: string[] } {
    if (!options.openFetcher)
      throw new WebscoutError("usage", "reading pages is not available on this server");
    const configured = context.getSettings().allowedDomains;
    if (configured.length > 0 && isUrlAllowed(url, parseAllowedDomains(configured))) {
      return { fetcher: options.openFetcher(configured), domains: configured };
    }
    authorize(`reading ${new URL(url).host}, outside the configured sites,`);
    const domains = defaultAllowedDomains([url]);
    return { fetcher: options.openFetcher(domains), domains };
  }

  return {
    async askSite(input, call) {
      await takeQuestion();
      if (input.urls) authorize("asking with your own start URLs");
      const result = await answer(
        context,
        { question: input.question, session: input.session, urls: input.urls },
        call.signal,
        stepper(call, describeAskProgress),
      );
      return askSiteOutputOf(result);
    },

    async findEvents(input, call) {
      await takeQuestion();
      const { events } = options;
      if (!events) throw new WebscoutError("usage", "this server does not run the event scout");
      const result = await context.queue.run({ signal: call.signal }, () =>
        events.run({
          query: { text: input.query, city: input.city, from: input.from, to: input.to },
          options: { budgetUsd: input.budgetUsd, confirmCost: input.confirmCost },
          onProgress: stepper(call, describeScoutProgress),
          signal: call.signal,
        }),
      );
      return findEventsOutputOf(result);
    },

    async readPage(input, call) {
      await takeQuestion();
      const { fetcher } = fetcherFor(input.url);
      try {
        return await context.queue.run({ signal: call.signal }, () =>
          readPage({ url: input.url, fetcher, signal: call.signal }),
        );
      } finally {
        await fetcher.close();
      }
    },

    async crawlSite(input, call) {
      await takeQuestion();
      const { fetcher, domains } = fetcherFor(input.url);
      try {
        return await context.queue.run({ signal: call.signal }, () =>
          crawlPages({
            url: input.url,
            maxPages: input.maxPages,
            fetcher,
            allowedDomains: domains,
            signal: call.signal,
            onProgress: call.onProgress,
          }),
        );
      } finally {
        await fetcher.close();
      }
    },
  };
}
