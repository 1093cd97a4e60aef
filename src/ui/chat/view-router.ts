// Which view the page shows, from the URL's hash: "#events" is the Events tab, anything else the chat. The tab
// links are plain anchors (keyboard and history work as for any link); the current one has aria-current="page".

export type ViewName = "chat" | "events";

export function viewFromHash(hash: string): ViewName {
  return hash.replace(/^#/, "").toLowerCase() === "events" ? "events" : "chat";
}

export interface ViewRouterOptions {
  /** The tab link of each view. */
  tabs: Record<ViewName, HTMLAnchorElement>;
  /** Called with the view to show: once at start, then on every hash change. */
  show: (view: ViewName) => void;
  /** Default: window. */
  target?: Pick<Window, "addEventListener" | "location">;
}

export function startViewRouter(options: ViewRouterOptions): { readonly current: ViewName } {
  const target = options.target ?? window;
  let current = viewFromHash(target.location.hash);
  const apply = () => {
    current = viewFromHash(target.location.hash);
    for (const [view, tab] of Object.entries(options.tabs) as Array<[ViewName, HTMLAnchorElement]>) {
      if (view === current) tab.setAttribute("aria-current", "page");
      else tab.removeAttribute("aria-current");
    }
    options.show(current);
  };
  target.addEventListener("hashchange", apply);
  apply();
  return {
    get current() {
      return current;
    },
  };
}
