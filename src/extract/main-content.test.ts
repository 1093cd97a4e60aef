import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const PARAGRAPHS = [
  "The agency announced on Tuesday that it will build a permanent base near the lunar south pole, where ice lies in shadowed craters.",
  "Water ice can be turned into drinking water, oxygen and rocket fuel, which makes the region the most valuable real estate on the Moon.",
  "The first crew is expected to stay for a month, testing habitats and rovers before longer missions follow in the next decade.",
];

function extract(html: string): string {
  return extractMainText(parseHtml(html));
}

/** A news page: the article inside every kind of furniture a real page carries. */
function newsPage(articleInner: string, extraBody = ""): string {
  return `<!doctype html><html><head><title>Moon base plans | Example News</title>
<style>.story { color: red }</style><script>window.analytics = "script in head";</script></head>
<body>
<header class="site-header"><a href="/">Example News</a>
  <nav><ul><li><a href="/world">World</a></li><li><a href="/science">Science</a></li><li><a href="/sport">Sport</a></li></ul></nav>
</header>
<div id="cookie-consent"><p>We use cookies to improve your experience on our site. By continuing you accept them.</p></div>
<div class="breadcrumbs"><a href="/">Home</a> › <a href="/science">Science</a></div>
<main>
  <article>
    <h1>Moon base plans</h1>
    <div class="byline">By Jane Doe, Science Editor</div>
    ${articleInner}
    <div class="share-tools"><a href="#">Share on Facebook</a> <a href="#">Share on Twitter</a></div>
  </article>
  <aside><h3>Most read</h3><p>Ten things you did not know about Jupiter, the largest planet in our solar system.</p></aside>
  <div class="sidebar"><p>Sign up to our daily newsletter, delivered every morning, with the best of our journalism.</p></div>
  <section class="related-articles"><h3>Related articles</h3>
    <ul><li><a href="/a">Mars rover finds an ancient lake bed near its landing site</a></li>
        <li><a href="/b">Jupiter's moon Europa has water vapour, new study confirms</a></li></ul>
  </section>
</main>
${extraBody}
<footer><p>Copyright 2024 Example News. All rights reserved. Contact us at news@example.com for corrections.</p></footer>
</body></html>`;
}

const ARTICLE = PARAGRAPHS.map((paragraph) => `<p>${paragraph}</p>`).join("\n");

describe("extractMainText", () => {
  it("returns the article paragraphs, separated by blank lines", () => {
    expect(extract(newsPage(ARTICLE))).toBe(PARAGRAPHS.join("\n\n"));
  });

  it("leaves out navigation, header, footer, cookie banner, sidebar, share bar and related articles", () => {
    const text = extract(newsPage(ARTICLE));
    for (const furniture of [
      "Example News",
      "World",
      "cookies",
      "Home",
      "Jane Doe",
      "Share on",
      "Jupiter",
      "newsletter",
      "Mars rover",
      "Copyright",
    ]) {
      expect(text).not.toContain(furniture);
    }
  });

  it("leaves out the headline that repeats the page title", () => {
    expect(extract(newsPage(ARTICLE))).not.toContain("Moon base plans");
  });

  it("leaves out scripts, styles, noscript and template content", () => {
    const article = `${ARTICLE}
      <script>var secret = "script text";</script>
      <style>p { color: blue }</style>
      <noscript><p>Please enable JavaScript to read the comments below this story.</p></noscript>
      <template><p>A template paragraph that is never rendered by the browser at all.</p></template>`;
    const text = extract(newsPage(article));
    expect(text).toBe(PARAGRAPHS.join("\n\n"));
  });

  it("leaves out hidden elements", () => {
    const article = `${ARTICLE}
      <p hidden>Hidden attribute text, which the reader never sees on the page.</p>
      <p aria-hidden="true">Aria-hidden text, which the reader never sees on the page.</p>
      <div style="display: none"><p>Display none text, which the reader never sees on the page.</p></div>
      <p style="color: red; visibility:hidden">Visibility hidden text, which the reader never sees.</p>
      <div style="DISPLAY : None"><p>Capitals and spaces, which the reader never sees on the page.</p></div>
      <p style="margin:0;visi bility: HIDDEN">Spaced visibility text, which the reader never sees.</p>`;
    const text = extract(newsPage(article));
    expect(text).toBe(PARAGRAPHS.join("\n\n"));
    expect(text).not.toContain("never sees");
  });

  it("keeps structure: headings, list items and table rows on their own lines", () => {
    const article = `<p>${PARAGRAPHS[0]}</p>
      <h2>Why the south pole</h2>
      <p>${PARAGRAPHS[1]}</p>
      <ul><li>First landing: 2028</li><li>Crew of <b>four</b></li></ul>
      <table><tr><th>Phase</th><th>Year</th></tr><tr><td>Landing</td><td>2028</td></tr></table>
      <p>${PARAGRAPHS[2]}</p>`;
    expect(extract(newsPage(article))).toBe(
      [
        PARAGRAPHS[0],
        "Why the south pole",
        PARAGRAPHS[1],
        "First landing: 2028\nCrew of four",
        "Phase | Year\nLanding | 2028",
        PARAGRAPHS[2],
      ].join("\n\n"),
    );
  });

  it("keeps the line breaks of <pre> and turns <br> into a line break", () => {
    const article = `${ARTICLE}
      <pre>
const base = "moon";
  launch(base);

done();</pre>
      <p>Mission timeline, as published:<br>Launch in 2027,<br/>landing in 2028.</p>`;
    const text = extract(newsPage(article));
    expect(text).toContain('const base = "moon";\n  launch(base);\n\ndone();');
    expect(text).toContain("Mission timeline, as published:\nLaunch in 2027,\nlanding in 2028.");
  });

  it("never glues adjacent blocks into one word", () => {
    const text = extract(
      `<html><body><div><p>${PARAGRAPHS[0]}</p><p>Next</p><div>${PARAGRAPHS[1]}</div></div></body></html>`,
    );
    expect(text).toContain("craters.\n\nNext\n\nWater");
  });

  it("prefers the container the page marks as the article body", () => {
    const html = `<html><body>
      <div itemprop="articleBody"><p>${PARAGRAPHS[0]}</p></div>
      <div class="more">${PARAGRAPHS.slice(1)
        .map((paragraph) => `<p>${paragraph}</p>`)
        .join("")}</div>
    </body></html>`;
    expect(extract(html)).toBe(PARAGRAPHS[0]);
  });

  it("keeps an embedded post even inside a 'social' wrapper", () => {
    const article = `${ARTICLE}
      <div class="social-media-embed"><blockquote class="twitter-tweet"><p>The base will change how we explore the solar system, for good.</p></blockquote></div>`;
    expect(extract(newsPage(article))).toContain("The base will change how we explore the solar system");
  });

  it("leaves out a list of teaser cards after the article", () => {
    const card = (title: string) => `<div class="card"><h3><a href="/x">${title}</a></h3>
      <p>A short summary of another story on this site, written to make you click through.</p></div>`;
    const html = `<html><body><div class="page">
      <div class="story">${ARTICLE}</div>
      <div class="more-from-us">${card("Rocket engine test ends early")}${card("Telescope spots a new comet")}${card("Astronauts return after six months")}</div>
    </div></body></html>`;
    expect(extract(html)).toBe(PARAGRAPHS.join("\n\n"));
  });

  it("leaves out teaser cards whose class names carry each post's id and terms", () => {
    // WordPress's post_class() gives each card its own "post-4185 … category-space tag-nasa": still alike.
    const card = (
      id: number,
      terms: string,
      title: string,
    ) => `<article class="entry post-${id} post ${terms}">
      <h3><a href="/x">${title}</a></h3>
      <p>A short summary of another story on this site, written to make you click through to it. It runs on for
      a while, as summaries do on sites like this one.</p></article>`;
    // (The story is long enough not to be read as a short archive intro followed by its entries.)
    const html = `<html><body><div class="page"><div class="story">${ARTICLE}${ARTICLE}
      <div class="latest">${card(4185, "category-space tag-nasa", "Rocket engine test ends early")}${card(4184, "category-astronomy", "Telescope spots a new comet")}${card(4183, "category-space category-crew", "Astronauts return after six months")}</div>
    </div></div></body></html>`;
    const text = extract(html);
    expect(text).toContain(PARAGRAPHS[2]);
    expect(text).not.toContain("Rocket engine test");
  });

  it("survives hostile nesting far deeper than the call stack allows", () => {
    const depth = 10_000;
    const html = `<html><body>${"<div>".repeat(depth)}<p>${PARAGRAPHS[0]}</p>${"</div>".repeat(depth)}</body></html>`;
    expect(extract(html)).toBe(PARAGRAPHS[0]);
  });

  it("falls back to all the text when nothing reads as prose", () => {
    expect(extract("<p>Hello</p>")).toBe("Hello");
    expect(extract("just text")).toBe("just text");
    expect(extract("")).toBe("");
    expect(extract("<html><body><script>only()</script></body></html>")).toBe("");
  });
});
