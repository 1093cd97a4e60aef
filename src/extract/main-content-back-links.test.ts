// A bare "Back to …" link ("Back to top", "← Back to all jobs", "Back to Project") is not content; a title or a
// sentence that starts with the words is. A hand-made job board page on a pattern seen across the WCXB benchmark.
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const job = (title: string, firm: string) => `<li><a href="/jobs/${firm}">${title}</a> at ${firm}</li>`;

const board = `<!doctype html><html><head><title>Remote full-stack jobs</title></head><body><main id="top">
<h1>Remote full-stack jobs</h1>
<p>Every job on this board is fully remote, pays at least the local median and says so in the listing.</p>
<ul class="jobs">
${job("Senior Full-Stack Engineer", "Northwind")}${job("Full-Stack Developer", "Contoso")}${job("Staff Engineer", "Fabrikam")}
<li><a href="/">← Back to all jobs</a></li>
</ul>
<h2>Back to the Future: why remote teams hire seniors first</h2>
<p>Most teams we asked went back to hiring seniors first, and kept the juniors for the second year of a product.</p>
<h2>Back to School</h2>
<p>Teaching jobs open in August every year; the board lists them from June, with the school's term dates beside each.</p>
<p>Back to top ↑</p>
</main></body></html>`;

describe("a bare 'Back to …' link", () => {
  it("leaves out the way back and keeps the entries", () => {
    const text = extractMainText(parseHtml(board));
    expect(text).toContain("Full-Stack Developer at Contoso");
    expect(text).not.toMatch(/^(?:← back to all jobs|back to top ↑)$/im);
  });

  it("keeps a heading or a sentence that starts with the words", () => {
    const text = extractMainText(parseHtml(board));
    expect(text).toContain("Back to the Future: why remote teams hire seniors first");
    expect(text).toContain("Most teams we asked went back to hiring seniors first");
    // A title that names no place to go back to.
    expect(text).toMatch(/^Back to School$/m);
  });

  // As for the other line filters, a Markdown list item keeps its line ("- ← Back to all jobs").
  it("leaves a bare line out of the Markdown too", () => {
    const markdown = extractMainMarkdown(parseHtml(board));
    expect(markdown).toContain("Staff Engineer");
    expect(markdown).not.toMatch(/^back to top/im);
  });
});
