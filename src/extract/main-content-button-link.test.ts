// A link styled as a button ("btn", "button") with a short label is a call to action, not content; a longer link
// so named is a title and stays. Hand-made page on a pattern that repeats across the WCXB benchmark's service pages
// and reviews (each plan or pick ending in a button: "See details", "View plans"). A button that dials the site's
// number stays: how to reach the site is a support fact.
import { describe, expect, it } from "vitest";
import { extractMainText } from "./main-content.js";
import { parseHtml } from "./parse-html.js";

const plans = `<!doctype html><html><head><title>Home internet plans | Example Fiber</title></head><body><main>
<h1>Home internet plans</h1>
<p>Every plan comes with unlimited data, a router at no extra cost and no contract, so you can change plans or leave
whenever you like without a fee.</p>
<section><h2>Fiber 300</h2><p>Enough for a household that streams in HD on two screens while someone works from home
on video calls.</p><a class="btn btn-primary" href="/plans/300">See details</a></section>
<section><h2>Fiber 1 Gig</h2><p>For large households, gamers and anyone uploading big files: the same speed up and
down, with a wifi extender included.</p><a class="btn btn-primary" href="/plans/1000">View plans</a>
<a class="btn btn-outline" href="tel:+18556500657">855-650-0657</a></section>
<p>Not sure which plan you need? <a class="button" href="/report">Read our 2024 report on rural broadband speeds</a>
first: it lists the speeds our customers measured in every county we serve.</p>
</main></body></html>`;

describe("links styled as buttons", () => {
  it("leaves out each short button's label and keeps the plans' text", () => {
    const text = extractMainText(parseHtml(plans));
    expect(text).toContain("streams in HD on two screens");
    expect(text).toContain("a wifi extender included");
    expect(text).not.toMatch(/^\s*(?:see details|view plans)\s*$/im);
  });

  it("keeps a button that dials the site's number", () => {
    expect(extractMainText(parseHtml(plans))).toContain("855-650-0657");
  });

  it("keeps a longer link named as a button: a title, not a label", () => {
    const text = extractMainText(parseHtml(plans));
    expect(text).toContain("Read our 2024 report on rural broadband speeds");
  });

  it("keeps a link drawn as a plain link ('btn btn-link'): a job board's company and title", () => {
    const jobs = `<!doctype html><html><head><title>Remote jobs | Example board</title></head><body><main>
<h1>Remote jobs with a four-day week</h1>
<p>Every company listed here works four days a week at full pay; the jobs are checked by hand each morning.</p>
${["Acme Robotics", "Birch Analytics", "Cobalt Games"]
  .map(
    (company, index) => `<div class="job"><a class="btn btn-link dark" href="/c/${index}">${company}</a>
<a class="btn btn-link light" href="/j/${index}">Senior Software Engineer</a><span>${index + 1} days ago</span>
<p>Build the services our customers use every day, in a small team that ships on Thursdays and rests on Fridays.</p>
<a class="btn btn-success" href="/apply/${index}">Apply</a></div>`,
  )
  .join("\n")}
</main></body></html>`;
    const text = extractMainText(parseHtml(jobs));
    expect(text).toContain("Acme Robotics");
    expect(text).toContain("Cobalt Games");
    expect(text).not.toMatch(/^\s*Apply\s*$/m);
  });
});
