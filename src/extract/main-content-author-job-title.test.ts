// A thread whose posts name each poster's title on the site as schema.org's jobTitle of the post's author (a
// XenForo-like layout): a small hand-made page on a pattern that repeats across forums in the WCXB benchmark (see
// docs/benchmarks.md, "forum21").
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const POSTS = [
  "Which encoder settings keep grain on old film scans without doubling the file size? I tried the slow preset already.",
  "Use a lower deblock value and a tune made for grain; the size grows by a third at most on my scans of the same age.",
  "Thanks, the grain tune did it. The files are a quarter larger and the grain looks like the source now.",
];
const AUTHORS = [
  ["orion", "Senior Member"],
  ["kessel", "Moderator"],
  ["orion", "Senior Member"],
];

const thread = `<!doctype html><html><head><title>Grain and file size | Video forum</title></head><body>
<div class="p-nav"><a href="/">Video forum</a> <a href="/f/1">Encoding</a></div>
<div class="block-body">${POSTS.map(
  (text, index) => `<article class="message" itemscope itemtype="https://schema.org/Comment">
<div class="message-cell message-cell--user"><section class="message-user" itemprop="author" itemscope itemtype="https://schema.org/Person">
<h4 class="message-name"><a href="/members/${AUTHORS[index]?.[0]}" itemprop="name">${AUTHORS[index]?.[0]}</a></h4>
<h5 class="userTitle message-userTitle" itemprop="jobTitle">${AUTHORS[index]?.[1]}</h5></section></div>
<div class="message-cell message-cell--main"><time datetime="2024-03-0${index + 1}">Mar ${index + 1}, 2024</time>
<div class="message-body" itemprop="text"><div class="bbWrapper">${text}</div></div></div></article>`,
).join("\n")}</div></body></html>`;

describe("a thread's author titles", () => {
  it("leaves out each poster's title on the site (schema.org jobTitle of the author)", () => {
    const text = extractMainText(parseHtml(thread));
    for (const sentence of POSTS) expect(text).toContain(sentence);
    expect(text).not.toContain("Senior Member");
    expect(text).not.toContain("Moderator");
  });

  it("keeps a job title that is not an author's (a team page's people)", () => {
    const people = [
      [
        "Orion Vale",
        "Partner, tax advisory",
        "Orion has advised growing companies on their taxes for twenty years.",
      ],
      [
        "Kessel Ray",
        "Director, transactions",
        "Kessel models the tax cost of mergers before clients sign anything.",
      ],
    ];
    const html = `<!doctype html><html><head><title>Our team | Example advisors</title></head><body><main>
<h1>Our team</h1><p>Our advisors help growing companies plan for taxes and stay compliant in every state.</p>
${people.map(([name, title, bio]) => `<section itemscope itemtype="https://schema.org/Person"><h2 itemprop="name">${name}</h2><p itemprop="jobTitle">${title}</p><p>${bio}</p></section>`).join("")}
</main></body></html>`;
    const text = extractMainText(parseHtml(html));
    expect(text).toContain("Partner, tax advisory");
    expect(text).toContain("Director, transactions");
  });

  it("leaves out a poster's title named only by its class (a theme without schema.org markup)", () => {
    const plain = `<!doctype html><html><head><title>Grain and file size | Video forum</title></head><body>
<div class="block-body">${POSTS.map(
      (text, index) => `<article class="message">
<div class="message-user"><h4 class="message-name"><a href="/members/${AUTHORS[index]?.[0]}">${AUTHORS[index]?.[0]}</a></h4>
<h5 class="userTitle message-userTitle">${AUTHORS[index]?.[1]}</h5></div>
<div class="message-main"><time datetime="2024-03-0${index + 1}">Mar ${index + 1}, 2024</time>
<div class="message-body"><div class="bbWrapper">${text}</div></div></div></article>`,
    ).join("\n")}</div></body></html>`;
    const text = extractMainText(parseHtml(plain));
    for (const sentence of POSTS) expect(text).toContain(sentence);
    expect(text).not.toContain("Senior Member");
    expect(text).not.toContain("Moderator");
  });

  it("keeps a team member's title named by its class ('board-member__title': a member, not a user)", () => {
    const html = `<!doctype html><html><head><title>Advisory board | Example school</title></head><body><main>
<h1>Advisory board</h1><p>Our advisory board reviews every course we teach and meets twice a year with our instructors.</p>
<div class="board-member"><h2>Orion Vale</h2><div class="board-member__title">Associate Professor</div>
<p>Orion teaches operations research and has reviewed our analytics courses since they started.</p></div>
<div class="board-member"><h2>Kessel Ray</h2><div class="board-member__title">Director of Analytics</div>
<p>Kessel runs the analytics team of a city and helps us keep our examples close to real work.</p></div>
</main></body></html>`;
    const text = extractMainText(parseHtml(html));
    expect(text).toContain("Associate Professor");
    expect(text).toContain("Director of Analytics");
  });
});
