import { marked, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { extractMainMarkdown, extractMainText } from "../main-content.js";
import { parseHtml } from "../parse-html.js";

const INTRO =
  "The widget needs a key, which you create in the dashboard. It takes about five minutes, and you only do it once.";

describe("extractMainMarkdown", () => {
  it("writes headings, tight nested lists, pipe tables, fenced code and quotes", () => {
    const html = `<html><head><title>Guide | Site</title></head><body><nav><a href="/">Home</a></nav><main>
<h1>Setting up the widget</h1><p>${INTRO}</p>
<h2>Steps</h2><ol><li><p>Open the dashboard.</p></li><li>Create a key<ul><li>name it</li><li>copy it</li></ul></li></ol>
<table><tr><th>Plan</th><th>Price</th></tr><tr><td>Free</td><td>$0</td></tr></table>
<pre><code>npm install widget
widget init</code></pre><blockquote><p>Keep your key secret, as anyone with it can use your quota.</p></blockquote>
</main></body></html>`;
    expect(extractMainMarkdown(parseHtml(html))).toBe(
      [
        INTRO,
        "",
        "## Steps",
        "",
        "1. Open the dashboard.",
        "2. Create a key",
        "   - name it",
        "   - copy it",
        "",
        "| Plan | Price |",
        "| --- | --- |",
        "| Free | $0 |",
        "",
        "```",
        "npm install widget",
        "widget init",
        "```",
        "",
        "> Keep your key secret, as anyone with it can use your quota.",
      ].join("\n"),
    );
  });

  it("keeps each table row on one line: breaks in a cell as <br>, pipes escaped, a column per spanned column", () => {
    // The empty first row is left out, so the header row is the first with cells.
    const html = `<html><body><main><p>${INTRO}</p>
<table><tr></tr><tr><th>Command</th><th colspan="2">What it does</th></tr>
<tr><td>systemctl or<br>systemctl list-units</td><td>a | b</td><td><code>ls | wc</code><br><code>-l</code></td></tr>
<tr><td><dl><dt>one</dt><dd>two</dd></dl></td><td>short row</td></tr></table><p>${INTRO}</p></main></body></html>`;
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(markdown).toContain(
      [
        "| Command | What it does | |",
        "| --- | --- | --- |",
        "| systemctl or<br>systemctl list-units | a \\| b | ls \\| wc<br>-l |",
        "| one<br>two | short row |",
      ].join("\n"),
    );
    // A GFM parser reads it as one table with the cells as written.
    const table = marked.lexer(markdown).find((token) => token.type === "table") as Tokens.Table | undefined;
    expect(table?.header.map((cell) => cell.text)).toEqual(["Command", "What it does", ""]);
    expect(table?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ["systemctl or<br>systemctl list-units", "a | b", "ls | wc<br>-l"],
      ["one<br>two", "short row", ""],
    ]);
  });

  it("writes an empty cell where a cell of a row above spans down (rowspan), so each cell stays in its column", () => {
    const html = `<html><body><main><p>${INTRO}</p>
<table><tr><th>Plan</th><th>Region</th><th>Price</th></tr>
<tr><td rowspan="2">Basic</td><td>EU</td><td>9 EUR</td></tr>
<tr><td>US</td><td>10 USD</td></tr>
<tr><td>Pro</td><td>EU</td><td rowspan="3">Ask us</td></tr>
<tr><td>Pro</td><td>US</td></tr></table><p>${INTRO}</p></main></body></html>`;
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(markdown).toContain(
      [
        "| Plan | Region | Price |",
        "| --- | --- | --- |",
        "| Basic | EU | 9 EUR |",
        "| | US | 10 USD |",
        "| Pro | EU | Ask us |",
        "| Pro | US | |",
      ].join("\n"),
    );
    const table = marked.lexer(markdown).find((token) => token.type === "table") as Tokens.Table | undefined;
    expect(table?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ["Basic", "EU", "9 EUR"],
      ["", "US", "10 USD"],
      ["Pro", "EU", "Ask us"],
      ["Pro", "US", ""],
    ]);
  });

  it("writes a table holding code (a listing beside its line numbers) as blocks, so the code keeps its lines", () => {
    const html = `<html><body><main><p>${INTRO}</p>
<table><tr><td><pre>1\n2</pre></td><td><pre>if (ready) {\n  start();</pre></td></tr></table></main></body></html>`;
    expect(extractMainMarkdown(parseHtml(html))).toBe(
      [INTRO, "", "```", "1", "2", "```", "", "```", "if (ready) {", "  start();", "```"].join("\n"),
    );
  });

  it("leaves out a quote that repeats earlier text, as the plain text does", () => {
    const reply = "Thanks, that worked. I created the key and the widget loaded on the first try.";
    const html = `<html><body><main><p>${INTRO}</p>
<blockquote><p>member said:</p><p>${INTRO}</p></blockquote><p>${reply}</p></main></body></html>`;
    expect(extractMainMarkdown(parseHtml(html))).toBe(`${INTRO}\n\n${reply}`);
  });

  it("starts a list item's content on its marker's line and writes no item without text", () => {
    const html = `<html><body><main><p>${INTRO}</p><ol><li><h3>Open the dashboard</h3><p>It lists your keys.</p></li>
<li><h3>Create a key</h3><p>Name it after the site.</p></li></ol>
<ul><li><img src="a.png"></li><li><div><br><span>Copy the key</span></div></li></ul><p>Then paste it.</p></main></body></html>`;
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(markdown).toBe(
      [
        INTRO,
        "",
        "1. ### Open the dashboard",
        "",
        "   It lists your keys.",
        "",
        "2. ### Create a key",
        "",
        "   Name it after the site.",
        "",
        "- Copy the key",
        "",
        "Then paste it.",
      ].join("\n"),
    );
    // Each item is read as one, holding its heading: none is empty, and no "2." runs on as a paragraph's text.
    const items: Tokens.ListItem[] = [];
    marked.walkTokens(marked.lexer(markdown), (token) => {
      if (token.type === "list_item") items.push(token as Tokens.ListItem);
    });
    expect(items.map((item) => item.tokens[0]?.type)).toEqual(["heading", "heading", "text"]);
    // Each item's paragraph is read inside it, under its heading.
    expect(items.map((item) => item.text.trim())).toEqual([
      "### Open the dashboard\n\nIt lists your keys.",
      "### Create a key\n\nName it after the site.",
      "Copy the key",
    ]);
  });

  it("indents a nested list and an item's paragraphs to the item's content, never into a code block", () => {
    const html = `<html><body><main><p>${INTRO}</p><ul><li>Plans<ul><li><h4>Cost</h4><p>What you pay each month.</p>
<ul><li>Free</li><li>Paid</li></ul></li></ul></li></ul></main></body></html>`;
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(markdown).toBe(
      [
        INTRO,
        "",
        "- Plans",
        "  - #### Cost",
        "",
        "    What you pay each month.",
        "",
        "    - Free",
        "    - Paid",
      ].join("\n"),
    );
    const types: string[] = [];
    marked.walkTokens(marked.lexer(markdown), (token) => {
      types.push(token.type);
    });
    expect(types).not.toContain("code");
    // One list at the top, its item holding one list whose item holds the heading, the paragraph and a list.
    const lists = marked.lexer(markdown).filter((token) => token.type === "list") as Tokens.List[];
    expect(lists).toHaveLength(1);
    const plans = lists[0]?.items[0]?.tokens.find((token) => token.type === "list") as
      | Tokens.List
      | undefined;
    const cost = plans?.items[0];
    expect(cost?.tokens.filter((token) => token.type !== "space").map((token) => token.type)).toEqual([
      "heading",
      "paragraph",
      "list",
    ]);
  });

  it('writes each line of a quote with its "> " ("> > " in a nested one), so its paragraphs and list stay in it', () => {
    const html = `<html><body><main><p>${INTRO}</p><blockquote><p>Keep the key secret.</p><p>Anyone with it can use it.</p>
<ul><li>Rotate it</li><li>Revoke it</li></ul><blockquote><p>Said twice.</p><p>Said once more.</p></blockquote>
A line<br>and its break</blockquote><p>Then paste it.</p></main></body></html>`;
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(markdown).toBe(
      [
        INTRO,
        "",
        "> Keep the key secret.",
        ">",
        "> Anyone with it can use it.",
        ">",
        "> - Rotate it",
        "> - Revoke it",
        ">",
        "> > Said twice.",
        "> >",
        "> > Said once more.",
        ">",
        "> A line",
        "> and its break",
        "",
        "Then paste it.",
      ].join("\n"),
    );
    // A parser reads one quote holding all of it (two paragraphs, the list, the inner quote and the last one).
    const tokens = marked.lexer(markdown);
    expect(tokens.filter((token) => token.type === "blockquote")).toHaveLength(1);
    const quote = tokens.find((token) => token.type === "blockquote") as Tokens.Blockquote;
    expect(quote.tokens.map((token) => token.type)).toEqual([
      "paragraph",
      "space",
      "paragraph",
      "space",
      "list",
      "space",
      "blockquote",
      "space",
      "paragraph",
    ]);
  });

  it('writes no heading without text, and keeps the "#" a heading\'s text ends with', () => {
    const html = `<html><body><main><p>${INTRO}</p><h2> </h2><h3><span></span></h3><h2>Learn C #</h2><p>Then paste it.</p>
<h3>#</h3><p>Done.</p><ul><li><h4> </h4>1. Not a list</li></ul><h2><div><h4>A heading in a heading</h4></div></h2><p>Then more.</p></main></body></html>`;
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(markdown).toBe(
      [
        INTRO,
        "",
        "## Learn C \\#",
        "",
        "Then paste it.",
        "",
        "### \\#",
        "",
        "Done.",
        "",
        "- 1\\. Not a list",
        "",
        "## A heading in a heading",
        "",
        "Then more.",
      ].join("\n"),
    );
    const headings: string[] = [];
    marked.walkTokens(marked.lexer(markdown), (token) => {
      if (token.type === "heading") headings.push((token as Tokens.Heading).text);
    });
    expect(headings.map((text) => text.replace(/\\/g, ""))).toEqual([
      "Learn C #",
      "#",
      "A heading in a heading",
    ]);
  });

  it("writes a heading that holds a list as one heading, its first item's text on its marks' line", () => {
    const html = `<html><body><main><p>${INTRO}</p><h4><ol><li>Trump impeachment inquiry</li></ol></h4><p>${INTRO}</p>
<h3>Sections<ul><li>Alpha part</li><li>Beta part</li></ul></h3><p>${INTRO}</p></main></body></html>`;
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(markdown).toBe(
      [
        INTRO,
        "",
        "#### Trump impeachment inquiry",
        "",
        INTRO,
        "",
        "### Sections",
        "",
        "- Alpha part",
        "- Beta part",
        "",
        INTRO,
      ].join("\n"),
    );
    const tokens = marked.lexer(markdown).filter((token) => token.type !== "space");
    expect(tokens.map((token) => token.type)).toEqual([
      "paragraph",
      "heading",
      "paragraph",
      "heading",
      "list",
      "paragraph",
    ]);
    expect(
      tokens.filter((token) => token.type === "heading").map((token) => (token as Tokens.Heading).text),
    ).toEqual(["Trump impeachment inquiry", "Sections"]);
  });

  it("sets a list item's paragraphs apart as the plain text does, so a block said again goes in both, then tightens the list", () => {
    const reminder =
      "Keep the key out of your repository: anyone who reads it can spend your quota in your name, and rotating it takes time.";
    const html = `<html><body><main><p>${INTRO}</p><ul><li><p>${reminder}</p></li><li><p>Name the key after the app.</p></li></ul>
<p>Once it exists, paste it in the widget's settings page and save them before you leave.</p><p>${reminder}</p></main></body></html>`;
    const document = () => parseHtml(html);
    const markdown = extractMainMarkdown(document());
    expect(markdown).toBe(
      [
        INTRO,
        "",
        `- ${reminder}`,
        "- Name the key after the app.",
        "",
        "Once it exists, paste it in the widget's settings page and save them before you leave.",
      ].join("\n"),
    );
    const list = marked.lexer(markdown).find((token) => token.type === "list") as Tokens.List | undefined;
    expect(list?.loose).toBe(false);
    expect(list?.items).toHaveLength(2);
    expect(extractMainText(document()).split(reminder)).toHaveLength(2);
  });

  it("fences code that holds a fence of its own with a longer one, so a parser reads it as one code block", () => {
    const html = `<html><body><main><p>${INTRO}</p><pre><code>\`\`\`tasks
not done
\`\`\`</code></pre><p>${INTRO} Then query your tasks.</p></main></body></html>`;
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(markdown).toContain(["````", "```tasks", "not done", "```", "````"].join("\n"));
    const code = marked.lexer(markdown).filter((token) => token.type === "code") as Tokens.Code[];
    expect(code.map((token) => token.text)).toEqual(["```tasks\nnot done\n```"]);
  });

  it("escapes a paragraph's number and its point written by two elements, so no list item is read", () => {
    const html = `<html><body><main><p>${INTRO}</p><p><span class="numbers">1</span>. Total income not above $40,000</p>
<p><span class="numbers">2</span>) Must be a resident</p><p><span>3</span>.5 acres at most</p></main></body></html>`;
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(markdown).toContain(
      "1\\. Total income not above $40,000\n\n2\\) Must be a resident\n\n3.5 acres at most",
    );
    const tokens = marked.lexer(markdown);
    expect(tokens.filter((token) => token.type === "list")).toEqual([]);
    expect(
      tokens.filter((token) => token.type === "paragraph").map((token) => (token as Tokens.Paragraph).text),
    ).toEqual([INTRO, "1\\. Total income not above $40,000", "2\\) Must be a resident", "3.5 acres at most"]);
  });

  it("counts a thin page's characters without the Markdown's own marks, so it gets the plain text's meta description", () => {
    const description =
      "Clear decorating clips that hold string lights to walls without nails, forty to a pack.";
    const html = `<html><head><title>Decorating clips</title><meta name="description" content="${description}"></head><body><main>
<h1>Decorating clips</h1><h2>Prices</h2><table><tr><th>Shop</th><th>Base</th><th>Total</th></tr>
<tr><td>Acme</td><td>$4.99</td><td>$5.49</td></tr><tr><td>Bolt</td><td>$5.19</td><td>$5.19</td></tr>
<tr><td>Cove</td><td>$5.29</td><td>$5.79</td></tr></table><h2>Specs</h2><ul><li>Clear plastic</li><li>Forty clips</li>
<li>Holds 0.5 lb each</li><li>Removes cleanly</li><li>Sticks to paint and glass</li><li>Ships in a recyclable box</li>
<li>Made in Ohio</li></ul></main></body></html>`;
    const text = extractMainText(parseHtml(html));
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(text.endsWith(description)).toBe(true);
    expect(markdown.endsWith(description)).toBe(true);
    const last = marked
      .lexer(markdown)
      .filter((token) => token.type === "paragraph")
      .pop() as Tokens.Paragraph;
    expect(last.text).toBe(description);
  });

  it("ends a block where a quote said again is left out, as the plain text does", () => {
    const quoted =
      "Cambridge United sat third before Sunday's results fell their way, and they are eleventh now.";
    const html = `<html><body><main><p>${INTRO}</p><p>${quoted}</p><div>But then I agree more money must go to the smaller clubs.<br>
<blockquote><div>${quoted}</div></blockquote><br>Either they lost heavily, or the other teams won by a big gap.</div></main></body></html>`;
    const text = extractMainText(parseHtml(html));
    const markdown = extractMainMarkdown(parseHtml(html));
    const end = "smaller clubs.\n\nEither they lost heavily";
    expect(text).toContain(end);
    expect(markdown).toContain(end);
    expect(markdown.split(quoted)).toHaveLength(2);
    const paragraphs = marked.lexer(markdown).filter((token) => token.type === "paragraph");
    expect(paragraphs.map((token) => (token as Tokens.Paragraph).text.slice(0, 10))).toEqual([
      INTRO.slice(0, 10),
      quoted.slice(0, 10),
      "But then I",
      "Either the",
    ]);
  });

  it("sets apart an item that opens with a block as the plain text does, so a card's copy goes in both", () => {
    const html = `<html><body><main><p>${INTRO}</p><ul><li>Parenting plan, revised in June</li><li><p>Child support worksheet (KLS)</p>
<div>Use this form when the combined income of both parents is less than $50,000.</div></li></ul><h4>Support forms</h4>
<ul><li>Child support worksheet (KLS)</li></ul><p>${INTRO} Ask the clerk when in doubt.</p></main></body></html>`;
    const text = extractMainText(parseHtml(html));
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(text.split("Child support worksheet (KLS)")).toHaveLength(2);
    expect(markdown.split("Child support worksheet (KLS)")).toHaveLength(2);
    expect(markdown).toContain(
      "- Parenting plan, revised in June\n- Child support worksheet (KLS)\n\n  Use this form",
    );
    const list = marked.lexer(markdown).find((token) => token.type === "list") as Tokens.List | undefined;
    expect(list?.items.map((item) => item.text)).toEqual([
      "Parenting plan, revised in June",
      "Child support worksheet (KLS)\n\nUse this form when the combined income of both parents is less than $50,000.",
    ]);
  });
  it("indents an item's later paragraphs, code and quote to its content, so a parser keeps them and the list one", () => {
    const html = `<html><body><main><p>${INTRO}</p><ol><li><p>Open the dashboard.</p><p>It lists your keys.</p></li>
<li><p>Run the tool.</p><pre><code>widget init
  --key KEY</code></pre><blockquote><p>Keep it secret.</p><p>Rotate it.</p></blockquote></li><li>Save.</li></ol></main></body></html>`;
    const markdown = extractMainMarkdown(parseHtml(html));
    expect(markdown).toBe(
      [
        INTRO,
        "",
        "1. Open the dashboard.",
        "",
        "   It lists your keys.",
        "",
        "2. Run the tool.",
        "",
        "   ```",
        "   widget init",
        "     --key KEY",
        "   ```",
        "",
        "   > Keep it secret.",
        "   >",
        "   > Rotate it.",
        "",
        "3. Save.",
      ].join("\n"),
    );
    const lists = marked.lexer(markdown).filter((token) => token.type === "list") as Tokens.List[];
    expect(lists).toHaveLength(1);
    const items = lists[0]?.items ?? [];
    expect(
      items.map((item) => item.tokens.filter((token) => token.type !== "space").map((token) => token.type)),
    ).toEqual([["paragraph", "paragraph"], ["paragraph", "code", "blockquote"], ["paragraph"]]);
    const code = items[1]?.tokens.find((token) => token.type === "code") as Tokens.Code | undefined;
    expect(code?.text).toBe("widget init\n  --key KEY");
  });
});
