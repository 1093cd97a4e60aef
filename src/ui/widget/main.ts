// The embeddable widget (GET /widget.js): a floating button that opens a compact chat panel on any page.
// Everything lives in one shadow root (styles included) and one global, window.WebScoutWidget.
// Usage: <script src="https://host/widget.js" data-webscout-server="https://host"></script>
import answerCss from "../shared/answer.css";
import composerCss from "../shared/composer.css";
import themeCss from "../shared/theme.css";
import turnCss from "../shared/turn.css";
import widgetCss from "./widget.css";
import { createWidgetPanel } from "./widget-panel.js";

export interface WebScoutWidgetApi {
  readonly version: string;
  open(): void;
  close(): void;
  toggle(): void;
  /** Removes the widget from the page. */
  destroy(): void;
}

declare global {
  interface Window {
    WebScoutWidget?: WebScoutWidgetApi;
  }
}

// Read while this script runs: document.currentScript is null afterwards.
const script = (document.currentScript ??
  document.querySelector("script[data-webscout-server]")) as HTMLScriptElement | null;

/** The server from data-webscout-server, else the origin the script came from. */
function serverUrl(): string {
  const declared = script?.dataset.webscoutServer?.trim();
  try {
    const base = declared
      ? new URL(declared, document.baseURI)
      : script?.src
        ? new URL(script.src)
        : undefined;
    return base ? `${base.origin}${base.pathname}`.replace(/\/+$/, "") : "";
  } catch {
    return "";
  }
}

function adoptStyles(root: ShadowRoot, css: string): void {
  // A constructed stylesheet is not blocked by the host page's CSP; a <style> element is the fallback.
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } catch {
    const style = document.createElement("style");
    style.textContent = css;
    root.append(style);
  }
}

function mount(): WebScoutWidgetApi {
  const host = document.createElement("webscout-widget");
  const root = host.attachShadow({ mode: "open" });
  adoptStyles(root, [themeCss, turnCss, answerCss, composerCss, widgetCss].join("\n"));
  const panel = createWidgetPanel({
    serverUrl: serverUrl(),
    title: script?.dataset.webscoutTitle?.trim() || "Ask this site",
  });
  root.append(panel.element);
  document.body.append(host);
  return {
    version: __WEBSCOUT_VERSION__,
    open: () => panel.setOpen(true),
    close: () => panel.setOpen(false),
    toggle: () => panel.setOpen(!panel.isOpen()),
    destroy() {
      panel.destroy();
      host.remove();
      delete window.WebScoutWidget;
    },
  };
}

function start(): void {
  if (window.WebScoutWidget) return; // Included twice: keep the first.
  const placeholder: WebScoutWidgetApi = {
    version: __WEBSCOUT_VERSION__,
    open: () => {},
    close: () => {},
    toggle: () => {},
    destroy: () => {},
  };
  window.WebScoutWidget = placeholder;
  const ready = () => {
    window.WebScoutWidget = mount();
  };
  if (document.body) ready();
  else document.addEventListener("DOMContentLoaded", ready, { once: true });
}

start();
