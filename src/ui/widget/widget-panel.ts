// The widget's contents: the launcher button and the compact chat panel with its own conversation.
import { createApiClient } from "../shared/api-client.js";
import { createComposer } from "../shared/composer.js";
import { createConversation } from "../shared/conversation.js";
import { el } from "../shared/dom.js";
import { icon } from "../shared/icons.js";
import { createSessionStore } from "../shared/session-store.js";

export interface WidgetPanelOptions {
  /** The webscout server, e.g. "https://help.example.com". */
  serverUrl: string;
  /** Panel heading. */
  title: string;
}

export interface WidgetPanel {
  element: HTMLElement;
  isOpen(): boolean;
  setOpen(open: boolean): void;
  destroy(): void;
}

let widgetCount = 0;

export function createWidgetPanel(options: WidgetPanelOptions): WidgetPanel {
  widgetCount += 1;
  const id = `webscout-w${widgetCount}`;
  const panelId = `${id}-panel`;
  const titleId = `${id}-title`;

  const empty = el(
    "div",
    { class: "panel-empty" },
    el("strong", { text: "Hi! What are you looking for?" }),
    "I read this site's pages and answer with links to where I found it.",
  );
  const turns = el("div", { class: "turns" });
  const scroller = el("div", { class: "panel-scroll" }, empty, turns);
  const api = createApiClient({ serverUrl: options.serverUrl });
  const conversation = createConversation({
    serverUrl: options.serverUrl,
    api,
    list: turns,
    scroller,
    sessionStore: createSessionStore({ serverUrl: options.serverUrl }),
    idPrefix: id,
    onBusyChange: (busy) => composer.setBusy(busy),
    onEmptyChange: (isEmpty) => {
      empty.hidden = !isEmpty;
    },
  });
  const composer = createComposer({
    id: `${id}-question`,
    placeholder: "Ask a question…",
    onSubmit: (question) => void conversation.ask(question),
    onStop: () => conversation.stop(),
  });

  const newChat = el("button", {
    class: "panel-button",
    attrs: { type: "button", "aria-label": "New chat", title: "New chat" },
  });
  newChat.append(icon("plus"));
  const close = el("button", {
    class: "panel-button",
    attrs: { type: "button", "aria-label": "Close chat", title: "Close" },
  });
  close.append(icon("close"));

  const panel = el(
    "section",
    { class: "panel", attrs: { id: panelId, role: "dialog", "aria-labelledby": titleId } },
    el(
      "header",
      { class: "panel-header" },
      el(
        "div",
        { class: "panel-brand" },
        el("span", { class: "panel-mark", attrs: { "aria-hidden": "true" } }, icon("compass")),
        el(
          "div",
          {},
          el("h2", { class: "panel-title", attrs: { id: titleId }, text: options.title }),
          el("p", { class: "panel-sub", text: "Answers with sources" }),
        ),
      ),
      el("div", { class: "panel-actions" }, newChat, close),
    ),
    scroller,
    el(
      "div",
      { class: "panel-composer" },
      composer.element,
      el("p", { class: "panel-footer", text: "Powered by webscout" }),
    ),
  );
  panel.hidden = true;

  const launcher = el("button", {
    class: "launcher",
    attrs: { type: "button", "aria-expanded": "false", "aria-controls": panelId, "aria-label": "Open chat" },
  });
  launcher.append(icon("chat"));

  let restored = false;
  const setOpen = (open: boolean) => {
    if (open === !panel.hidden) return;
    panel.hidden = !open;
    launcher.setAttribute("aria-expanded", String(open));
    launcher.setAttribute("aria-label", open ? "Close chat" : "Open chat");
    launcher.replaceChildren(icon(open ? "close" : "chat"));
    if (open) {
      if (!restored) {
        restored = true;
        void conversation.restore();
      }
      composer.focus();
    } else launcher.focus();
  };

  launcher.addEventListener("click", () => setOpen(panel.hidden));
  close.addEventListener("click", () => setOpen(false));
  newChat.addEventListener("click", () => {
    conversation.reset();
    composer.focus();
  });
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      setOpen(false);
    }
  });

  return {
    element: el("div", { class: "ws-widget" }, panel, launcher),
    isOpen: () => !panel.hidden,
    setOpen,
    destroy: () => conversation.stop(),
  };
}
