// Puts an answer on the page: Markdown → HTML (markdown-to-html.ts) → DOMPurify → DOM. If the sanitiser cannot
// run, the answer is shown as plain text instead: never unsanitised markup.
import DOMPurify from "dompurify";
import { markdownToHtml } from "./markdown-to-html.js";

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
}

export function renderAnswer(options: RenderAnswerOptions): void {
  const { target, markdown } = options;
  if (!DOMPurify.isSupported) {
    target.textContent = markdown;
    return;
  }
  const html = markdownToHtml({ markdown, sourceCount: options.sourceCount, sourceId: options.sourceId });
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|#)/i,
    RETURN_DOM_FRAGMENT: true,
  });
  // Every outside link opens in a new tab and gets no handle on this page, whatever the HTML said.
  for (const link of fragment.querySelectorAll("a")) {
    if ((link.getAttribute("href") ?? "").startsWith("#")) continue;
    link.setAttribute("target", "_blank");
    link.setAttribute("rel", "noopener noreferrer");
  }
  target.replaceChildren(fragment);
}
