// Query parameters that only track where a click came from: dropping them makes one page one URL.

/** Exact parameter names (compared lower-case). */
const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  // Google Ads / Analytics
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "_ga",
  "_gl",
  "srsltid",
  // Facebook, Microsoft, Yandex, Instagram, Twitter/X, TikTok, LinkedIn
  "fbclid",
  "msclkid",
  "yclid",
  "igshid",
  "twclid",
  "ttclid",
  "li_fat_id",
  // Mailchimp, HubSpot, Marketo, Vero, Olytics
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "vero_id",
  "vero_conv",
  "oly_anon_id",
  "oly_enc_id",
]);

/** Name prefixes (compared lower-case): every `utm_*` campaign parameter. */
const TRACKING_PREFIXES: readonly string[] = ["utm_"];

/** True when `name` (already percent-decoded) is a tracking parameter. */
export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase();
  return TRACKING_PARAMS.has(lower) || TRACKING_PREFIXES.some((prefix) => lower.startsWith(prefix));
}
