// The page at GET /: the chat (conversation, question box, "new chat", settings dialog) and the Events tab,
// switched by the URL's hash (#events).

import { createEventsClient } from "../events/events-client.js";
import { createEventsView } from "../events/events-view.js";
import { createApiClient } from "../shared/api-client.js";
import type { PublicConfig } from "../shared/api-types.js";
import { createComposer } from "../shared/composer.js";
import { createConversation } from "../shared/conversation.js";
import { el } from "../shared/dom.js";
import { createAdminTokenStore, createSessionStore } from "../shared/session-store.js";
import { createSettingsPanel } from "./settings-panel.js";
import { startViewRouter, type ViewName } from "./view-router.js";

function required<T extends HTMLElement>(id: string): T {
  const element = document.getElementById(id);
  if (!element) throw new Error(`missing #${id} in index.html`);
  return element as T;
}

function hostsOf(urls: readonly string[]): string[] {
  const hosts = urls.flatMap((raw) => {
    try {
      return [new URL(raw).host];
    } catch {
      return [];
    }
  });
  return [...new Set(hosts)];
}

function start(): void {
  const serverUrl = "";
  const api = createApiClient({ serverUrl });
  const scroller = required<HTMLElement>("conversation");
  const emptyState = required<HTMLElement>("empty-state");
  const announcer = required<HTMLElement>("announcer");
  const siteLabel = required<HTMLElement>("site-label");
  const siteChips = required<HTMLElement>("site-chips");
  const engineBadge = required<HTMLElement>("engine-badge");

  const conversation = createConversation({
    serverUrl,
    api,
    list: required("turns"),
    scroller,
    sessionStore: createSessionStore({ serverUrl }),
    idPrefix: "chat",
    onBusyChange: (busy) => composer.setBusy(busy),
    onEmptyChange: (empty) => {
      emptyState.hidden = !empty;
    },
    announce: (message) => {
      announcer.textContent = message;
    },
  });
  const composer = createComposer({
    id: "chat-question",
    placeholder: "Ask a question about the site…",
    hint: "Enter to send · Shift+Enter for a new line",
    onSubmit: (question) => void conversation.ask(question),
    onStop: () => conversation.stop(),
  });
  required("composer-slot").append(composer.element);

  // The subtitle describes the view on screen; the chat's follows its configured sites.
  let view: ViewName = "chat";
  let chatLabel = siteLabel.textContent ?? "";
  const renderLabel = () => {
    siteLabel.textContent = view === "chat" ? chatLabel : "Events picked for your taste";
  };
  // Settings are offered only to whoever may save them: on this machine (a loopback server with no token), or
  // with the admin token entered in this tab (or `?admin` in the address, to enter it). They set up the chat.
  let settingsAllowed = false;
  // Starter questions (from the sites' page titles, as text only) replace the host chips once pages were read.
  let starters: string[] = [];
  let hosts: string[] = [];
  const renderChips = () => {
    if (starters.length > 0) {
      siteChips.setAttribute("aria-label", "Questions to start with");
      siteChips.replaceChildren(
        ...starters.map((question) => {
          const button = el("button", {
            class: "site-chip starter-question",
            text: question,
            attrs: { type: "button" },
          });
          button.addEventListener("click", () => void conversation.ask(question));
          return el("li", {}, button);
        }),
      );
      return;
    }
    siteChips.setAttribute("aria-label", "Sites it reads");
    siteChips.replaceChildren(
      ...(hosts.length > 0
        ? hosts.map((host) => el("li", { class: "site-chip", text: host }))
        : [
            el("li", {
              class: "site-chip site-chip-empty",
              text: settingsAllowed ? "Open Settings to choose the sites to read" : "No site to read yet",
            }),
          ]),
    );
  };
  const loadStarters = () =>
    api.getStarters().then(
      (questions) => {
        starters = questions;
        renderChips();
      },
      () => {},
    );
  const showConfig = (config: PublicConfig) => {
    hosts = hostsOf(config.urls);
    chatLabel = hosts.length > 0 ? `Answers from ${hosts.join(", ")}` : "No site configured yet";
    renderLabel();
    renderChips();
    void loadStarters();
  };
  const tokenStore = createAdminTokenStore();
  const settings = createSettingsPanel({
    dialog: required<HTMLDialogElement>("settings"),
    api,
    tokenStore,
    onConfig: showConfig,
  });

  const newChat = required<HTMLButtonElement>("new-chat");
  newChat.addEventListener("click", () => {
    conversation.reset();
    void loadStarters();
    composer.focus();
  });
  const openSettings = required<HTMLButtonElement>("open-settings");
  openSettings.addEventListener("click", () => void settings.open(openSettings));
  const renderSettingsButton = () => {
    openSettings.hidden = !settingsAllowed || view !== "chat";
  };
  const asksForAdmin = new URLSearchParams(window.location.search).has("admin");
  api.getAdminAccess().then(
    (access) => {
      document.documentElement.dataset.adminAccess = access;
      settingsAllowed = access === "open" || (access === "token" && (asksForAdmin || !!tokenStore.get()));
      renderSettingsButton();
      renderChips();
    },
    () => {},
  );

  api.getConfig().then(showConfig, () => {});
  api.getHealth().then(
    (health) => {
      // "Offline engine", "openai:gpt-4o-mini"; phones leave out the long part (" engine", "openai:").
      const colon = health.engine.indexOf(":") + 1;
      const name =
        health.engine === "offline"
          ? ["Offline", el("span", { class: "engine-long", text: " engine" })]
          : [
              el("span", { class: "engine-long", text: health.engine.slice(0, colon) }),
              health.engine.slice(colon),
            ];
      engineBadge.replaceChildren(el("span", {}, ...name));
      engineBadge.title = `webscout ${health.version}`;
      engineBadge.hidden = false;
    },
    () => {},
  );
  void conversation.restore();

  const eventsView = createEventsView({
    client: createEventsClient({ serverUrl, adminToken: () => tokenStore.get() }),
    announce: (message) => {
      announcer.textContent = message;
    },
  });
  const eventsMain = required<HTMLElement>("events-view");
  eventsMain.append(eventsView.element);
  const composerSlot = required<HTMLElement>("composer-slot");
  const skipLink = required<HTMLAnchorElement>("skip-link");
  // The skip link focuses its target itself: following it as a link would change the hash, and so the view.
  skipLink.addEventListener("click", (event) => {
    const target = document.getElementById(skipLink.hash.slice(1));
    if (!target) return;
    event.preventDefault();
    target.focus();
  });
  const show = (next: ViewName) => {
    view = next;
    renderLabel();
    const chat = view === "chat";
    scroller.hidden = !chat;
    composerSlot.hidden = !chat;
    newChat.hidden = !chat;
    renderSettingsButton();
    eventsMain.hidden = chat;
    skipLink.href = chat ? "#chat-question" : "#events-text";
    skipLink.textContent = chat ? "Skip to the question box" : "Skip to the event search";
    document.title = chat ? "webscout" : "Events · webscout";
  };
  const router = startViewRouter({
    tabs: { chat: required("tab-chat"), events: required("tab-events") },
    show,
  });
  // On touch screens focusing would pop the keyboard up over the page before the visitor asked for it.
  if (!window.matchMedia("(pointer: coarse)").matches) {
    if (router.current === "chat") composer.focus();
    else eventsView.focus();
  }
}

start();
