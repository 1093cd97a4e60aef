// The bundled demo's help center and shop, served on loopback: the pages the support bot reads, end to end.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoSites, startDemoSites } from "../demo/index.js";
import { extractPage } from "./extract-page.js";

let demo: DemoSites;

beforeAll(async () => {
  demo = await startDemoSites({ shopPort: 0, helpPort: 0 });
});

afterAll(async () => {
  await demo?.close();
});

async function mainText(site: "shop" | "help", path: string): Promise<string> {
  const url = `${demo.origins[site]}${path}`;
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return extractPage(await response.text(), { url }).text;
}

/** Text of the chrome around every demo page: cookie banner, promo bar, header, nav, sidebar, footer. */
const CHROME = [
  "Skip to main content",
  "We use cookies",
  "Accept all",
  "Search help articles",
  "Search gear",
  "Back to Shop",
  "Still need help?",
  "Related articles",
  "You might also like",
  "Get trail-ready",
  "Sign up for the Northwind newsletter",
  "Customer Service",
  "Popular Topics",
  "Follow us",
  "All rights reserved",
  "Northwind Outfitters",
  "Northwind Help Center",
];

function expectNoChrome(text: string): void {
  for (const chrome of CHROME) expect(text, chrome).not.toContain(chrome);
}

describe("extractPage on the demo help center and shop", () => {
  it("keeps the whole warranty article: intro, the table of products (links) and every heading", async () => {
    const text = await mainText("help", "/help/warranty");
    expect(text).toContain(
      "Every Northwind product is covered against defects in materials and workmanship.",
    );
    expect(text).toContain("Warranty by product\n\nProduct | Warranty\nSummit 2 Tent | 5-year");
    expect(text).toContain("Talus Trail Runner | 6-month");
    expect(text).toContain("Timberline Cook Set | lifetime");
    expect(text).toContain("What the warranty does not cover\n\nNormal wear and tear");
    expectNoChrome(text);
  });

  it("keeps the help center home's topic headings and topic links", async () => {
    const text = await mainText("help", "/help/");
    expect(text).toContain("Find answers about your Northwind order and gear");
    expect(text).toContain("Orders and shipping\n\nShipping rates and delivery times\nTracking your order");
    for (const topic of [
      "Returns policy",
      "Product safety notices",
      "Student, military and group discounts",
    ]) {
      expect(text).toContain(topic);
    }
    expectNoChrome(text);
  });

  it("keeps the product names of the all-gear listing and of a category listing", async () => {
    const allGear = await mainText("shop", "/shop/");
    for (const name of ["Summit 2 Tent", "Cascade 65 Backpack", "Emberdown Parka", "Timberline Cook Set"]) {
      expect(allGear).toContain(name);
    }
    expect(allGear).toContain("Tents\n\nSummit 2 Tent $349.00");
    expectNoChrome(allGear);

    const tents = await mainText("shop", "/shop/tents");
    expect(tents).toContain("Basecamp 6 Tent $599.00");
    expectNoChrome(tents);
  });

  it("still reads an ordinary help article as before", async () => {
    const text = await mainText("help", "/help/warranty-claims");
    expect(text).toContain("We review every claim within 10 business days");
    expectNoChrome(text);
  });
});
