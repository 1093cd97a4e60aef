// A three-page tent shop served on loopback: a home page linking a warranty page (the fact questions ask for:
// a 7 year warranty) and a care page. Shared by the end-to-end tests that run built servers against one site.
import { type FixtureServer, startFixtureServer } from "./fixture-server.js";

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

export function startTentShopSite(): Promise<FixtureServer> {
  return startFixtureServer({
    "/": {
      body: page(
        "Canvas & Co",
        '<p>Tents and tarps made in Oregon.</p><p><a href="/warranty">Tent warranty</a> <a href="/care">Tent care</a></p>',
      ),
    },
    "/warranty": {
      body: page(
        "Tent warranty",
        "<p>Every tent carries a 7 year warranty from the date of purchase.</p><p>The warranty covers broken poles and torn seams; it does not cover damage from campfire sparks.</p>",
      ),
    },
    "/care": { body: page("Tent care", "<p>Dry your tent fully before storing it to prevent mildew.</p>") },
  });
}
