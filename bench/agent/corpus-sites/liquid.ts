// The Liquid of the Jekyll help-center pages, resolved as the site's build would: `{% capture %}` + alert
// includes → a callout, icon-list includes → the named front-matter list, `{% link %}` → the page's permalink,
// `{{ site.… }}` → the site's data strings (baseurl is empty); widgets without text are dropped.
import type { YamlValue } from "./yaml.js";

export interface LiquidContext {
  /** The page's front matter (`page.*`). */
  page: { [key: string]: YamlValue };
  /** Permalink of a `{% link path %}` target ("_policy/index._en.md"). */
  permalinkOf: (path: string) => string | undefined;
  /** `site.*` values beyond baseurl, e.g. the language's `_data` files under `data`. */
  site: { [key: string]: YamlValue };
}

export function renderLiquid(markdown: string, context: LiquidContext): string {
  const captures = new Map<string, string>();
  return (
    markdown
      .replace(
        /\{%-?\s*capture\s+(\w+)\s*-?%\}([\s\S]*?)\{%-?\s*endcapture\s*-?%\}/g,
        (_, name: string, content: string) => {
          captures.set(name, content.trim());
          return "";
        },
      )
      .replace(/\{%-?\s*include\s+([\w./-]+)([\s\S]*?)-?%\}/g, (_, file: string, parameters: string) =>
        include(file, parseParameters(parameters), captures, context),
      )
      .replace(/\{%-?\s*link\s+(\S+)\s*-?%\}/g, (_, path: string) => context.permalinkOf(path) ?? "")
      .replace(/\{\{-?\s*site\.baseurl\s*-?\}\}/g, "")
      .replace(/\{\{-?\s*([\w.]+)\s*-?\}\}/g, (_, name: string) => {
        const value = lookup({ site: context.site, page: context.page }, name);
        return typeof value === "string" || typeof value === "number" ? String(value) : "";
      })
      // Any other tag ({% if %}, {% raw %}, …) has no text of its own.
      .replace(/\{%[\s\S]*?%\}/g, "")
  );
}

function include(
  file: string,
  parameters: Map<string, string>,
  captures: Map<string, string>,
  context: LiquidContext,
): string {
  if (file === "alert.html") {
    const content = captures.get(parameters.get("content") ?? "") ?? parameters.get("content") ?? "";
    const type = parameters.get("type") ?? "info";
    // The site's `_includes/alert.html`: a USWDS alert box (no ARIA role: it is a static note, not an announced
    // message); its content is read as Markdown (markdown="1": see kramdown-html.ts).
    return `\n<div class="usa-alert usa-alert--${type}" markdown="1">\n\n${content}\n\n</div>\n`;
  }
  const items = parameters.get("items");
  if (items?.startsWith("page.")) {
    const list = lookup({ page: context.page }, items);
    if (Array.isArray(list)) return `\n\n${list.map((item) => `* ${String(item)}`).join("\n")}\n\n`;
  }
  return "";
}

function parseParameters(text: string): Map<string, string> {
  const parameters = new Map<string, string>();
  for (const match of text.matchAll(/([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    parameters.set(match[1] as string, (match[2] ?? match[3] ?? match[4]) as string);
  }
  return parameters;
}

function lookup(root: { [key: string]: YamlValue }, dotted: string): YamlValue | undefined {
  let value: YamlValue | undefined = root;
  for (const key of dotted.split(".")) {
    if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
    value = value[key];
  }
  return value;
}
