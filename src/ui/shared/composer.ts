// The question box: Enter sends, Shift+Enter starts a new line, the button turns into "Stop" while a question
// runs, and the box grows with its text.
import { el } from "./dom.js";
import { icon } from "./icons.js";

export interface ComposerOptions {
  /** Used for the textarea's id and its label. */
  id: string;
  placeholder: string;
  onSubmit: (question: string) => void;
  onStop: () => void;
  /** Shown under the box; omitted when empty. */
  hint?: string;
}

export interface Composer {
  element: HTMLFormElement;
  input: HTMLTextAreaElement;
  setBusy(busy: boolean): void;
  focus(): void;
}

const MAX_QUESTION_CHARS = 2000;

export function createComposer(options: ComposerOptions): Composer {
  const input = el("textarea", {
    class: "composer-input",
    attrs: {
      id: options.id,
      name: "question",
      rows: "1",
      placeholder: options.placeholder,
      maxlength: String(MAX_QUESTION_CHARS),
      autocomplete: "off",
      enterkeyhint: "send",
    },
  });
  const sendIcon = icon("send");
  const stopIcon = icon("stop");
  const button = el("button", {
    class: "composer-button",
    attrs: { type: "submit", "aria-label": "Send question" },
  });
  button.append(sendIcon);
  const hintId = `${options.id}-hint`;
  if (options.hint) input.setAttribute("aria-describedby", hintId);
  const element = el(
    "form",
    { class: "composer", attrs: { "aria-label": "Ask a question" } },
    el("label", { class: "visually-hidden", attrs: { for: options.id }, text: "Your question" }),
    el("div", { class: "composer-box" }, input, button),
    options.hint ? el("p", { class: "composer-hint", attrs: { id: hintId }, text: options.hint }) : null,
  );

  let busy = false;
  const resize = () => {
    // CSSOM writes are allowed under a strict CSP (unlike style attributes in markup).
    input.style.height = "auto";
    input.style.height = `${Math.min(input.scrollHeight, 200)}px`;
  };
  const updateButton = () => {
    button.disabled = !busy && input.value.trim() === "";
  };
  const submit = () => {
    if (busy) {
      options.onStop();
      return;
    }
    const question = input.value.trim();
    if (!question) return;
    input.value = "";
    resize();
    updateButton();
    options.onSubmit(question);
  };

  element.addEventListener("submit", (event) => {
    event.preventDefault();
    submit();
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      if (!busy) submit();
    }
  });
  input.addEventListener("input", () => {
    resize();
    updateButton();
  });
  updateButton();

  return {
    element,
    input,
    setBusy(next) {
      busy = next;
      button.replaceChildren(busy ? stopIcon : sendIcon);
      button.setAttribute("aria-label", busy ? "Stop" : "Send question");
      button.classList.toggle("is-busy", busy);
      updateButton();
    },
    focus() {
      input.focus();
    },
  };
}
