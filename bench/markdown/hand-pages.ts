// Small hand-made pages that hold what the Markdown renderer must get right (page text that looks like syntax,
// nested lists, quotes of several paragraphs, tables, code, headings holding blocks), so the quick run checks
// the renderer without ../shared.
export interface HandPage {
  id: string;
  html: string;
}

const page = (body: string) =>
  `<html><head><title>Hand page</title></head><body><main><article>${body}</article></main></body></html>`;

const PROSE =
  "<p>This paragraph is long enough to be read as the page's prose, and it says so plainly in words.</p>";

export const HAND_PAGES: readonly HandPage[] = [
  {
    id: "hand-syntax-text",
    html: page(
      `<h1>Notes on *stars* and _underscores_</h1>${PROSE}<p>Call snake_case_name with &lt;TodoList /&gt; and
      [osha.gov](https://osha.gov) or ~tilde~ and \`ticks\`.</p><p>1. Not a list, # not a heading, - not an item.</p>
      <p>A line ending in C #</p>`,
    ),
  },
  {
    id: "hand-lists",
    html: page(
      `<h2>Steps to follow</h2>${PROSE}<ol><li>First step of the guide<ul><li>A nested point</li>
      <li>Another nested point</li></ul></li><li>Second step<p>Its own second paragraph.</p></li>
      <li></li><li>Third step</li></ol>`,
    ),
  },
  {
    id: "hand-quote-table-code",
    html: page(
      `<h2>Quoted and tabled</h2>${PROSE}<blockquote><p>First quoted paragraph.</p><p>Second quoted
      paragraph.</p></blockquote><table><tr><th>Plan</th><th>Price</th></tr><tr><td>Basic | small</td>
      <td>4 dollars<br>a month</td></tr></table><pre><code>const a = b * c_d;
print("# not a heading")</code></pre><p>A Markdown snippet with a fence of its own:</p><pre>\`\`\`js
let a = 1;
\`\`\`</pre>`,
    ),
  },
  {
    id: "hand-heading-blocks",
    html: page(
      `<h2><div>Title in a block</div></h2>${PROSE}<h3>Sections<ul><li>Alpha part</li><li>Beta part</li>
      </ul></h3><p>Text after the sections heading.</p><h4><ol><li>Only a list in here</li></ol></h4>
      <p>Closing words of the page.</p>`,
    ),
  },
];
