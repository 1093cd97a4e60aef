// The chat page (GET /): wires the conversation, the question box, "new chat" and the settings dialog.
import { createApiClient } from "../shared/api-client.js";
import type { PublicConfig } from "../shared/api-types.js";
import { createComposer } from "../shared/composer.js";
import { createConversation } from "../shared/conversation.js";
import { el } from "../shared/dom.js";
import { createAdminTokenStore, createSessionStore } from "../shared/session-store.js";
import { createSettingsPanel } from "./settings-panel.js";

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

  const showConfig = (config: PublicConfig) => {
    const hosts = hostsOf(config.urls);
    siteLabel.textContent = hosts.length > 0 ? `Answers from ${hosts.join(", ")}` : "No site configured yet";
    siteChips.replaceChildren(
      ...(hosts.length > 0
        ? hosts.map((host) => el("li", { class: "site-chip", text: host }))
        : [
            el("li", {
              class: "site-chip site-chip-empty",
              text: "Open Settings to choose the sites to read",
            }),
          ]),
    );
  };
  const settings = createSettingsPanel({
    dialog: required<HTMLDialogElement>("settings"),
    api,
    tokenStore: createAdminTokenStore(),
    onConfig: showConfig,
  });

  const newChat = required<HTMLButtonElement>("new-chat");
  newChat.addEventListener("click", () => {
    conversation.reset();
    composer.focus();
  });
  const openSettings = required<HTMLButtonElement>("open-settings");
  openSettings.addEventListener("click", () => void settings.open(openSettings));

  api.getConfig().then(showConfig, () => {});
  api.getHealth().then(
    (health) => {
      engineBadge.textContent = health.engine === "offline" ? "Offline engine" : health.engine;
      engineBadge.title = `webscout ${health.version}`;
      engineBadge.hidden = false;
    },
    () => {},
  );
  void conversation.restore();
  // On touch screens focusing would pop the keyboard up over the page before the visitor asked for it.
  if (!window.matchMedia("(pointer: coarse)").matches) composer.focus();
}

start();
