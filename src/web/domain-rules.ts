// Allowed-domain rules: which URLs a crawl may visit, from entries like `example.com` or `example.com/docs`.
import { UsageError } from "../errors/index.js";
import { invalidStartUrl } from "./start-url-hint.js";
import { parseHttpUrl } from "./url-normalize.js";

export interface DomainRule {
  /** The entry as the user wrote it, for messages. */
  entry: string;
  /** Lower-case ASCII (punycode) host, without a trailing dot. */
  host: string;
  /** True for `example.com` (the host and every subdomain); false for `*.example.com` (subdomains only). */
  includesHost: boolean;
  /** Set only when the entry named a port (`localhost:8080`): then only that port matches. */
  port?: string;
  /** Path prefix without a trailing slash, e.g. "/docs"; undefined when the entry allows the whole host. */
  pathPrefix?: string;
}

const HOST_CHARACTERS = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*|\[[0-9a-f:.]+\])$/;

/**
 * Parses allowed-domain entries. Accepted forms: `example.com`, `Example.COM/docs`, `https://example.com/docs/`,
 * `*.example.com`, `localhost:8080`. A scheme in an entry is accepted but not enforced (sites move between
 * http and https). Throws UsageError for an entry that is not a host with an optional path.
 */
export function parseAllowedDomains(entries: string[]): DomainRule[] {
  return entries.map(parseAllowedDomain);
}

function parseAllowedDomain(entry: string): DomainRule {
  const invalid = (why: string) =>
    new UsageError(`invalid allowed domain "${entry}": ${why}`, {
      hint: "use a host with an optional path, e.g. example.com, example.com/docs or *.example.com",
    });

  let text = entry.trim();
  if (text === "") throw invalid("it is empty");
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) throw invalid("only http and https URLs can be crawled");
  if (!hasScheme) text = `http://${text}`;

  // `*.` is not URL syntax: take it off before parsing and remember it.
  const wildcard = /^(https?:\/\/)\*\./i.exec(text);
  if (wildcard?.[1]) text = wildcard[1] + text.slice(wildcard[0].length);

  const url = parseHttpUrl(text);
  if (!url) throw invalid("it is not a valid host or URL");
  if (url.username !== "" || url.password !== "") throw invalid("it must not contain credentials");
  if (url.search !== "" || url.hash !== "" || text.includes("?") || text.includes("#")) {
    throw invalid("a query or fragment cannot be part of an allowed domain");
  }
  const host = stripTrailingDot(url.hostname);
  if (!HOST_CHARACTERS.test(host)) throw invalid(`"${host}" is not a host name`);

  const path = url.pathname.replace(/\/+$/, "");
  return {
    entry,
    host,
    includesHost: !wildcard,
    ...(url.port !== "" ? { port: url.port } : {}),
    ...(path !== "" ? { pathPrefix: path } : {}),
  };
}

/**
 * True when `url` is an http(s) URL that some rule allows. An empty rule list allows any http(s) URL (the
 * address guard still decides which hosts are reachable). A host rule matches the host and its subdomains
 * (`example.com` matches `docs.example.com`, never `badexample.com`); a path prefix matches on a segment
 * boundary (`/docs` matches `/docs` and `/docs/x`, never `/docs-old`).
 */
export function isUrlAllowed(url: string, rules: readonly DomainRule[]): boolean {
  const parsed = parseHttpUrl(url);
  if (!parsed) return false;
  if (rules.length === 0) return true;
  const host = stripTrailingDot(parsed.hostname);
  const port = parsed.port !== "" ? parsed.port : parsed.protocol === "https:" ? "443" : "80";
  return rules.some(
    (rule) =>
      hostMatches(host, rule) &&
      (rule.port === undefined || rule.port === port) &&
      pathMatches(parsed.pathname, rule.pathPrefix),
  );
}

/**
 * The default allowed domains for a crawl: the start URLs' hosts (with their port when not the default),
 * deduplicated, as entries for `parseAllowedDomains`. A leading `www.` is dropped so that a site redirecting
 * between `www.example.com` and `example.com` stays in bounds. Throws UsageError for a start URL that is not
 * an http(s) URL.
 */
export function defaultAllowedDomains(startUrls: string[]): string[] {
  const hosts = startUrls.map((startUrl) => {
    const url = parseHttpUrl(startUrl);
    if (!url) {
      throw invalidStartUrl(startUrl);
    }
    const host = stripTrailingDot(url.hostname).replace(/^www\.(?=.+\..)/, "");
    return url.port === "" ? host : `${host}:${url.port}`;
  });
  return [...new Set(hosts)];
}

function hostMatches(host: string, rule: DomainRule): boolean {
  if (host === rule.host) return rule.includesHost;
  return host.endsWith(`.${rule.host}`);
}

function pathMatches(path: string, prefix: string | undefined): boolean {
  if (prefix === undefined) return true;
  return path === prefix || path.startsWith(`${prefix}/`);
}

function stripTrailingDot(host: string): string {
  return host.length > 1 && host.endsWith(".") ? host.slice(0, -1) : host;
}
