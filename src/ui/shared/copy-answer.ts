// The "Copy" button under an answer: the answer's text and its numbered sources, to paste elsewhere.
import type { SourceRef } from "./api-types.js";
import { el } from "./dom.js";
import { icon } from "./icons.js";

/** The answer as copied: its Markdown, then "Sources:" with one "[n] title — url" line each. */
export function answerAsText(answer: string, sources: readonly SourceRef[]): string {
  if (sources.length === 0) return answer.trim();
  const lines = sources.map(
    (source, index) => `[${index + 1}] ${source.title.trim() || source.url} — ${source.url}`,
  );
  return `${answer.trim()}\n\nSources:\n${lines.join("\n")}`;
}

/** How long "Copied" stays before the label goes back to "Copy". */
const CONFIRM_MS = 2000;

/** A button that copies `text()`; none where the page has no clipboard (an http page that is not localhost). */
export function copyAnswerButton(text: () => string): HTMLButtonElement | null {
  if (typeof navigator === "undefined" || !navigator.clipboard) return null;
  const label = el("span", { text: "Copy" });
  const button = el(
    "button",
    { class: "turn-action", attrs: { type: "button", title: "Copy the answer and its sources" } },
    icon("copy"),
    label,
  );
  let reset: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener("click", async () => {
    clearTimeout(reset);
    try {
      await navigator.clipboard.writeText(text());
      label.textContent = "Copied";
    } catch {
      label.textContent = "Could not copy";
    }
    reset = setTimeout(() => {
      label.textContent = "Copy";
    }, CONFIRM_MS);
  });
  return button;
}
