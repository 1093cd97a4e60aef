// Builds elements from text only: strings become text nodes, never HTML, so page titles and URLs stay inert.

export type Child = Node | string | null | undefined | false;

export interface ElementProps {
  class?: string;
  /** Attributes set with setAttribute (values are text). */
  attrs?: Record<string, string | undefined>;
  text?: string;
}

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: ElementProps = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  if (props.class) element.className = props.class;
  for (const [name, value] of Object.entries(props.attrs ?? {})) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  if (props.text !== undefined) element.textContent = props.text;
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child);
  }
  return element;
}

/** An http(s) URL as a safe href, or undefined (javascript:, data: and the like are never linked). */
export function safeHttpUrl(raw: string): string | undefined {
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** "help.example.com/returns/policy" from a URL, for display. */
export function displayUrl(raw: string, maxLength = 60): string {
  let text = raw;
  try {
    const url = new URL(raw);
    text = `${url.host}${url.pathname === "/" ? "" : url.pathname}${url.search}`;
  } catch {
    // Not a URL: show it as it came.
  }
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

/** A link that opens in a new tab without giving the opened page a handle on this one. */
export function externalLink(
  href: string,
  props: ElementProps = {},
  ...children: Child[]
): HTMLAnchorElement {
  return el(
    "a",
    { ...props, attrs: { ...props.attrs, href, target: "_blank", rel: "noopener noreferrer" } },
    ...children,
  );
}
