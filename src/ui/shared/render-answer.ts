// Puts an answer on the page: Markdown → HTML (markdown-to-html.ts) → DOMPurify → DOM. If the sanitiser cannot
// run, the answer is shown as plain text instead: never unsanitised markup.
import DOMPurify from "dompurify";
import { isSourceHref, markdownToHtml } from "./markdown-to-html.js";

const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "em",
  "del",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];
const ALLOWED_ATTR = ["href", "title", "class", "data-source", "aria-label", "start", "align"];

export interface RenderAnswerOptions {
  /** Its children are replaced by the answer. */
  target: HTMLElement;
  markdown: string;
  /** Citations [1]..[sourceCount] link to the source list. */
  sourceCount: number;
  /** Fragment id of source n. */
  sourceId: (n: number) => string;
  /** The answer's source URLs: besides citations, the only links that stay clickable. Default none. */
  sourceUrls?: readonly string[];
}

export function renderAnswer(options: RenderAnswerOptions): void {
  const { target, markdown } = options;
  if (!DOMPurify.isSupported) {
    target.textContent = markdown;
    return;
  }
  const { sourceUrls = [] } = options;
  const html = markdownToHtml({
    markdown,
    sourceCount: options.sourceCount,
    sourceId: options.sourceId,
    sourceUrls,
  });
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
    RETURN_DOM_FRAGMENT: true,
  });
  keepOnlySourceLinks(fragment, sourceUrls);
  target.replaceChildren(fragment);
}

/**
 * Only citations and links to one of `sourceUrls` stay links; any other link becomes its text and an image its alt
 * text. Sources open in a new tab and get no handle on this page, whatever the HTML said.
 */
export function keepOnlySourceLinks(root: ParentNode, sourceUrls: readonly string[]): void {
  for (const image of root.querySelectorAll("img")) image.replaceWith(image.getAttribute("alt") ?? "");
  for (const link of root.querySelectorAll("a")) {
    const href = link.getAttribute("href") ?? "";
    if (href.startsWith("#") && link.classList.contains("citation")) continue;
    if (!isSourceHref(href, sourceUrls)) {
      link.replaceWith(...link.childNodes);
      continue;
    }
    link.setAttribute("target", "_blank");
    link.setAttribute("rel", "noopener noreferrer");
  }
}
