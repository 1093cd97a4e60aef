// VitePress / Docusaurus custom containers (`::: tip Title` … `:::`) → an <aside> with its title, as the sites'
// builds render them. Container lines inside fenced code are left alone.
import { linesWithFences } from "./prose.js";

const OPENING = /^(\s*):::+\s*([A-Za-z][\w-]*)\s*(.*)$/;
const CLOSING = /^\s*:::+\s*$/;

/** Default titles per kind, by language (a container without its own title shows these). */
const DEFAULT_TITLES: Record<string, Record<string, string>> = {
  en: {
    tip: "Tip",
    note: "Note",
    info: "Info",
    warning: "Warning",
    danger: "Danger",
    caution: "Caution",
    important: "Important",
  },
  zh: {
    tip: "提示",
    note: "注意",
    info: "信息",
    warning: "警告",
    danger: "危险",
    caution: "注意",
    important: "重要",
  },
};

export function renderContainers(markdown: string, options: { lang: string }): string {
  const titles = DEFAULT_TITLES[options.lang] ?? DEFAULT_TITLES.en ?? {};
  const open: string[] = [];
  const output: string[] = [];
  for (const { line, code } of linesWithFences(markdown)) {
    const opening = code ? null : OPENING.exec(line);
    if (opening) {
      const indent = opening[1] as string;
      const kind = (opening[2] as string).toLowerCase();
      const title = (opening[3] as string).trim() || titles[kind] || "";
      open.push(indent);
      output.push(
        `${indent}<div class="custom-block ${kind}">`,
        ...(title ? [`${indent}<p class="custom-block-title">${title}</p>`] : []),
        "",
      );
    } else if (!code && CLOSING.test(line) && open.length > 0) {
      output.push("", `${open.pop() ?? ""}</div>`, "");
    } else {
      output.push(line);
    }
  }
  return output.join("\n");
}
