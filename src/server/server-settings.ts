// What the bot answers from: start URLs, allowed domains, instruction and limits. The same shape goes out on
// GET /config and comes in on POST /configure; it never holds secrets.
import { SUPPORT_DEFAULTS, type SupportLimits } from "../agents/support/state.js";
import { defaultAllowedDomains, invalidStartUrl, normalizeUrl, parseAllowedDomains } from "../web/index.js";

export interface ServerSettings {
  /** Start URLs of every new session. Empty: questions fail until an admin configures some. */
  urls: string[];
  /** Domains the crawler may visit (every hop, redirects included). */
  allowedDomains: string[];
  instruction: string;
  limits: SupportLimits;
}

export interface SettingsInput {
  urls?: string[];
  /** Default: the start URLs' hosts. */
  allowedDomains?: string[];
  instruction?: string;
  limits?: Partial<SupportLimits>;
}

/** Resolves and checks the server's settings; fields absent from `input` keep `previous` (URLs and domains excepted). */
export function resolveServerSettings(input: SettingsInput, previous?: ServerSettings): ServerSettings {
  const urls = (input.urls ?? []).map((raw) => {
    const url = normalizeUrl(raw);
    if (!url) throw invalidStartUrl(raw);
    return url;
  });
  const allowedDomains = input.allowedDomains?.length ? input.allowedDomains : defaultAllowedDomains(urls);
  parseAllowedDomains(allowedDomains);
  return {
    urls: [...new Set(urls)],
    allowedDomains: [...new Set(allowedDomains)],
    instruction: input.instruction ?? previous?.instruction ?? "",
    limits: { ...SUPPORT_DEFAULTS, ...previous?.limits, ...input.limits },
  };
}
