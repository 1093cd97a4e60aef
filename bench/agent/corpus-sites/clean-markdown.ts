// Resolves what a docs site's build resolves before Markdown becomes HTML: MDX imports and partials, JSX and Vue
// component tags (their children's text stays), <script>/<style> blocks, comments, VitePress/Docusaurus containers,
// `{#id}` heading anchors, kramdown attribute lists and relative `.md` links. Code is never touched.
import { renderContainers } from "./containers.js";
import { mapOutsideInlineCode, mapProse } from "./prose.js";

export interface CleanOptions {
  /** Language of the page, for the default container titles. */
  lang: string;
  /** The site path of a link target written as a relative file link (`./cli/add.md`), or undefined to keep it. */
  resolveFileLink: (href: string) => string | undefined;
  /** The Markdown of an MDX partial imported from `importPath`, or undefined when there is none. */
  readPartial?: (importPath: string) => string | undefined;
  /** Markdown pages are Vue templates (VitePress): `{{ expression }}` outside code is dropped. */
  vueTemplates?: boolean;
  /** A last rewrite of the prose (the Liquid of a Jekyll site). */
  rewriteProse?: (prose: string) => string;
}

export function cleanMarkdown(markdown: string, options: CleanOptions): string {
  const partials = new Map<string, string>();
  const withPartials = mapProse(markdown, (prose) =>
    prose
      .replace(
        /^import\s+(\w+)\s+from\s+['"]([^'"]+)['"];?[ \t]*$/gm,
        (_line, name: string, from: string) => {
          const partial =
            from.endsWith(".mdx") || from.endsWith(".md") ? options.readPartial?.(from) : undefined;
          if (partial !== undefined) partials.set(name, partial);
          return "";
        },
      )
      .replace(/^(import|export)\s.*$/gm, ""),
  );
  const inlined = mapProse(withPartials, (prose) =>
    prose.replace(/^[ \t]*<([A-Z]\w*)\s*\/>[ \t]*$/gm, (tag, name: string) => {
      const partial = partials.get(name);
      return partial === undefined ? tag : `\n${cleanMarkdown(partial, options)}\n`;
    }),
  );
  const cleaned = mapProse(inlined, (prose) => {
    let text = prose
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      // Heading anchors `## Title {#id}` become the anchor a VitePress build adds.
      .replace(
        /^([ \t]*#{1,6}\s.*?)\s*\{#([^}\s]+)\}\s*$/gm,
        '$1 <a class="header-anchor" id="$2" href="#$2"></a>',
      );
    text = mapOutsideInlineCode(text, (part) =>
      part
        // JSX / Vue component tags (capitalised, or Vue's kebab-case with a dash): the tag goes, its children stay.
        .replace(/<\/?(?:[A-Z][\w.]*|[a-z]+(?:-[a-z]+)+)(?:\s[^<>]*?)?\/?>/g, "")
        // Vue template interpolations in a VitePress page are evaluated by the page's script: no text of its own.
        .replace(options.vueTemplates ? /\{\{[^{}]*\}\}/g : /(?!)/g, "")
        // kramdown attribute lists: `{: .number-list}` lines and `{:class="…"}` after a span.
        .replace(/^[ \t]*\{:[^}\n]*\}[ \t]*$/gm, "")
        .replace(/\{:[^}\n]*\}/g, "")
        .replace(/\]\(([^)\s]+\.mdx?(?:#[^)\s]*)?)\)/g, (link, href: string) => {
          const resolved = /^[a-z]+:/i.test(href) ? undefined : options.resolveFileLink(href);
          return resolved === undefined ? link : `](${resolved})`;
        }),
    );
    // Reference-style link definitions (`[Catalogs]: ./catalogs.md`) point at files the same way; their label may
    // hold inline code (`[Hoisted \`node_modules\`]: …`), so they are read on the whole line.
    text = text.replace(
      /^([ \t]{0,3}\[[^\]\n]+\]:[ \t]*)(\S+\.mdx?(?:#\S*)?)[ \t]*$/gm,
      (line, label: string, href: string) => {
        const resolved = /^[a-z]+:/i.test(href) ? undefined : options.resolveFileLink(href);
        return resolved === undefined ? line : `${label}${resolved}`;
      },
    );
    return options.rewriteProse ? options.rewriteProse(text) : text;
  });
  return renderContainers(cleaned, { lang: options.lang }).replace(/\n{3,}/g, "\n\n");
}
