// N pages twice on loopback: /spa/<i> is an empty shell whose script fetches /api/page/<i>.json and writes the
// page, /ssr/<i> is the same page rendered on the server. Rendering one against fetching the other is the cost
// of the browser.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const WORDS = (
  "river market signal harbor lantern orbit meadow copper ledger canyon velvet summit beacon prairie compass " +
  "archive delta glacier timber violet quartz falcon ember willow thunder cobalt saffron tundra mosaic pioneer"
).split(" ");

export interface TwinPage {
  title: string;
  paragraphs: string[];
  links: string[];
}

export function twinPage(index: number, pages: number): TwinPage {
  const paragraphs = Array.from({ length: 5 }, (_, paragraph) =>
    Array.from(
      { length: 50 },
      (_, word) => WORDS[(index * 13 + paragraph * 7 + word * 11) % WORDS.length],
    ).join(" "),
  );
  return {
    title: `Guide ${index}: ${WORDS[index % WORDS.length]}`,
    paragraphs: paragraphs.map((text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`),
    links: [1, 2, 3].map((step) => String((index + step) % pages)),
  };
}

function body(page: TwinPage, prefix: string): string {
  const links = page.links.map((target) => `<a href="${prefix}/${target}">Guide ${target}</a>`).join(" ");
  return `<nav>${links}</nav><main><h1>${page.title}</h1>${page.paragraphs.map((text) => `<p>${text}</p>`).join("")}</main>`;
}

const APP_JS = `
const index = location.pathname.split("/").pop();
fetch("/api/page/" + index + ".json").then((response) => response.json()).then((page) => {
  const links = page.links.map((target) => '<a href="/spa/' + target + '">Guide ' + target + "</a>").join(" ");
  document.getElementById("root").innerHTML = "<nav>" + links + "</nav><main><h1>" + page.title + "</h1>" +
    page.paragraphs.map((text) => "<p>" + text + "</p>").join("") + "</main>";
  document.title = page.title;
});`;

export interface TwinSite {
  url: string;
  host: string;
  close(): Promise<void>;
}

export async function startTwinSite(options: { pages: number }): Promise<TwinSite> {
  const { pages } = options;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://site").pathname;
    const html = (type: string, text: string) =>
      response.writeHead(200, { "content-type": `${type}; charset=utf-8` }).end(text);
    let match = /^\/(spa|ssr)\/(\d+)$/.exec(path);
    if (match && Number(match[2]) < pages) {
      const page = twinPage(Number(match[2]), pages);
      if (match[1] === "ssr") {
        return html(
          "text/html",
          `<!doctype html><html><head><title>${page.title}</title></head><body>${body(page, "/ssr")}</body></html>`,
        );
      }
      return html(
        "text/html",
        `<!doctype html><html><head><title>Guides</title></head><body><div id="root"></div><script src="/static/app.js"></script></body></html>`,
      );
    }
    match = /^\/api\/page\/(\d+)\.json$/.exec(path);
    if (match && Number(match[1]) < pages)
      return html("application/json", JSON.stringify(twinPage(Number(match[1]), pages)));
    if (path === "/static/app.js") return html("text/javascript", APP_JS);
    if (path === "/robots.txt") return html("text/plain", "User-agent: *\nAllow: /\n");
    response.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
