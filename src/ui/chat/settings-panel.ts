// The settings dialog: start URLs, allowed domains and instruction (GET /config, POST /configure), with the
// admin token kept in sessionStorage only.

import type { ApiClient } from "../shared/api-client.js";
import { ApiError } from "../shared/api-error.js";
import type { PublicConfig } from "../shared/api-types.js";
import type { StoredValue } from "../shared/session-store.js";

export interface SettingsPanelOptions {
  dialog: HTMLDialogElement;
  api: ApiClient;
  tokenStore: StoredValue;
  /** Called with the configuration after loading or saving it. */
  onConfig: (config: PublicConfig) => void;
}

function byId<T extends HTMLElement>(root: ParentNode, id: string): T {
  const element = root.querySelector<T>(`#${id}`);
  if (!element) throw new Error(`missing #${id} in the page`);
  return element;
}

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);

function invalidUrl(urls: string[]): string | undefined {
  return urls.find((raw) => {
    try {
      const url = new URL(raw);
      return url.protocol !== "http:" && url.protocol !== "https:";
    } catch {
      return true;
    }
  });
}

function describeSaveError(error: unknown): string {
  if (!(error instanceof ApiError)) return String(error);
  if (error.status === 401) return "This server needs the admin token: enter it above and save again.";
  if (error.status === 403) return `Not allowed: ${error.message}.`;
  const sentence = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
  return error.hint && error.status !== 400 ? `${sentence} ${error.hint}` : sentence;
}

export function createSettingsPanel(options: SettingsPanelOptions) {
  const { dialog, api, tokenStore } = options;
  const form = byId<HTMLFormElement>(dialog, "settings-form");
  const urls = byId<HTMLTextAreaElement>(dialog, "settings-urls");
  const domains = byId<HTMLTextAreaElement>(dialog, "settings-domains");
  const instruction = byId<HTMLTextAreaElement>(dialog, "settings-instruction");
  const token = byId<HTMLInputElement>(dialog, "settings-token");
  const status = byId<HTMLElement>(dialog, "settings-status");
  const save = byId<HTMLButtonElement>(dialog, "settings-save");
  let opener: HTMLElement | null = null;

  const setStatus = (text: string, kind: "ok" | "error" | "" = "") => {
    status.textContent = text;
    status.dataset.kind = kind;
  };
  const fill = (config: PublicConfig) => {
    urls.value = config.urls.join("\n");
    domains.value = config.allowedDomains.join("\n");
    instruction.value = config.instruction;
  };
  const close = () => {
    dialog.close();
    opener?.focus();
  };

  byId<HTMLButtonElement>(dialog, "settings-close").addEventListener("click", close);
  byId<HTMLButtonElement>(dialog, "settings-cancel").addEventListener("click", close);
  // A click on the backdrop (the dialog box itself, outside the form) closes it.
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) close();
  });

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const config = {
      urls: lines(urls.value),
      allowedDomains: lines(domains.value),
      instruction: instruction.value,
    };
    const bad = invalidUrl(config.urls);
    if (config.urls.length === 0 || bad !== undefined) {
      setStatus(bad ? `"${bad}" is not an http(s) address.` : "Add at least one start URL.", "error");
      urls.setAttribute("aria-invalid", "true");
      urls.focus();
      return;
    }
    urls.removeAttribute("aria-invalid");
    const tokenValue = token.value.trim();
    if (tokenValue) tokenStore.set(tokenValue);
    else tokenStore.clear();
    save.disabled = true;
    setStatus("Saving…");
    try {
      const saved = await api.saveConfig(config, tokenValue || undefined);
      fill(saved);
      options.onConfig(saved);
      setStatus("Saved. New chats use these settings.", "ok");
    } catch (error) {
      setStatus(describeSaveError(error), "error");
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) token.focus();
    } finally {
      save.disabled = false;
    }
  });

  return {
    async open(from?: HTMLElement) {
      opener = from ?? null;
      setStatus("");
      token.value = tokenStore.get() ?? "";
      dialog.showModal();
      urls.focus();
      try {
        fill(await api.getConfig());
      } catch (error) {
        setStatus(error instanceof Error ? error.message : String(error), "error");
      }
    },
  };
}
