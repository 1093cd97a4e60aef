// The only links an answer may carry are its cited sources: page text quoted into an answer ("[Claim your refund
// here](http://…)", "![x](…)", a bare URL) must not become a link a reader can click. Markdown link and image
// syntax keeps its text and loses its target; a URL that is not a cited source is put in a code span, where no
// Markdown renderer links it (GFM autolinks "http://…" and "www.…" anywhere else). Code is left as written.

/** `[text](target "title")`, the target possibly in <…> or holding one level of parentheses. */
const LINK =
  /(!?)\[((?:[^[\]\\]|\\.|\[(?:[^[\]\\]|\\.)*\])*)\]\(\s*(<[^<>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'|\([^()\n]*\)))?\s*\)/g;
/** A link reference definition, `[label]: target`, which turns every `[label]` in the text into a link. */
const DEFINITION = /^( {0,3})(\[[^\]\n]+\]:)/gm;
/** An autolink, `<scheme:…>`. */
const AUTOLINK = /<([a-z][a-z0-9+.-]{1,31}:[^\s<>]*)>/gi;
/** What GFM's extended autolinks start at. */
const BARE_URL = /(?:\bhttps?:\/\/|\bwww\.)[^\s<>`]+/gi;
/** A fenced code block (``` or ~~~, closed by a like fence or the end of the text). */
const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*(?:\n[\s\S]*?)?(?:\n {0,3}\1[`~]*[ \t]*(?=\n|$)|(?![\s\S]))/gm;

/** "https://shop.test/a/" and "https://shop.test/a" are one page. */
function pageKey(url: string): string {
  return url.replace(/\/+$/, "").toLowerCase();
}

/** The URL GFM would link: trailing punctuation and an unbalanced closing parenthesis are not part of it. */
function splitTrailing(candidate: string): [url: string, rest: string] {
  let url = candidate;
  for (;;) {
    const last = url.at(-1) ?? "";
    const opens = url.split("(").length - 1;
    const closes = url.split(")").length - 1;
    if (/[?!.,:;*_~'"]/.test(last) || (last === ")" && closes > opens)) url = url.slice(0, -1);
    else break;
  }
  return [url, candidate.slice(url.length)];
}

/** Rewrites one stretch of Markdown that holds no code. */
function neutralizeProse(text: string, isSource: (url: string) => boolean): string {
  let unlinked = text;
  // A few rounds, for an image inside a link's text: "[![x](a)](b)".
  for (let round = 0; round < 3; round++) {
    const next = unlinked.replace(LINK, (whole, bang: string, label: string, target: string) => {
      const href = target.replace(/^<|>$/g, "");
      // A link to a cited source may stay; an image never loads, whatever its source.
      if (!bang && isSource(href)) return whole;
      return label;
    });
    if (next === unlinked) break;
    unlinked = next;
  }
  return unlinked
    .replace(DEFINITION, "$1\\$2")
    .replace(AUTOLINK, (_whole, target: string) => target)
    .replace(BARE_URL, (candidate: string) => {
      const [url, rest] = splitTrailing(candidate);
      return isSource(url) ? candidate : `\`${url}\`${rest}`;
    });
}

/** Splits prose from inline code spans (a run of n backticks closed by a run of exactly n). */
function neutralizeOutsideCodeSpans(text: string, isSource: (url: string) => boolean): string {
  let out = "";
  let prose = "";
  let index = 0;
  while (index < text.length) {
    const open = /`+/g;
    open.lastIndex = index;
    const opening = open.exec(text);
    if (!opening) break;
    const fence = opening[0];
    const close = new RegExp(`(?<!\`)${fence}(?!\`)`, "g");
    close.lastIndex = opening.index + fence.length;
    const closing = close.exec(text);
    if (!closing) {
      // An unclosed run of backticks is literal text.
      prose += text.slice(index, opening.index + fence.length);
      index = opening.index + fence.length;
      continue;
    }
    prose += text.slice(index, opening.index);
    out += neutralizeProse(prose, isSource) + text.slice(opening.index, closing.index + fence.length);
    prose = "";
    index = closing.index + fence.length;
  }
  return out + neutralizeProse(prose + text.slice(index), isSource);
}

/**
 * The answer with every link that is not one of `sourceUrls` made plain text: Markdown links keep their text,
 * images their alt text, other URLs become code. `[n]` citations and fenced or inline code are unchanged.
 */
export function keepOnlySourceLinks(answer: string, sourceUrls: readonly string[]): string {
  const sources = new Set(sourceUrls.map(pageKey));
  const isSource = (url: string) => sources.has(pageKey(url));
  let out = "";
  let last = 0;
  for (const match of answer.matchAll(FENCED_CODE)) {
    out += neutralizeOutsideCodeSpans(answer.slice(last, match.index), isSource) + match[0];
    last = match.index + match[0].length;
  }
  return out + neutralizeOutsideCodeSpans(answer.slice(last), isSource);
}
