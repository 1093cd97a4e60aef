import type { LookupAddress } from "node:dns";
import { createServer as createHttpServer } from "node:http";
import { type AddressInfo, connect, createServer, type LookupFunction, type Server } from "node:net";
import { Agent, request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pinnedLookup, systemResolver } from "./resolve-host.js";

type Answer = { error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number };

function ask(lookup: LookupFunction, options: Parameters<LookupFunction>[1]): Promise<Answer> {
  return new Promise((resolve) => {
    lookup("example.invalid", options, (error, address, family) => resolve({ error, address, family }));
  });
}

const dualStack = [
  { address: "2606:4700::1", family: 6 as const },
  { address: "93.184.215.14", family: 4 as const },
];

describe("pinnedLookup", () => {
  it("answers the all:true shape with every pinned address, in order", async () => {
    const answer = await ask(pinnedLookup(dualStack), { all: true });
    expect(answer).toEqual({ error: null, address: dualStack, family: undefined });
  });

  it("answers the single-address shape with the first pinned address and its family", async () => {
    const answer = await ask(pinnedLookup(dualStack), { all: false });
    expect(answer).toEqual({ error: null, address: "2606:4700::1", family: 6 });
  });

  it("honours the requested family", async () => {
    const lookup = pinnedLookup(dualStack);
    expect(await ask(lookup, { family: 4 })).toMatchObject({ address: "93.184.215.14", family: 4 });
    expect(await ask(lookup, { family: "IPv6", all: true })).toMatchObject({ address: [dualStack[0]] });
    const missing = await ask(pinnedLookup([{ address: "127.0.0.1", family: 4 }]), { family: 6 });
    expect(missing.error?.code).toBe("ENOTFOUND");
  });

  it("accepts the two-argument call (hostname, callback)", async () => {
    const lookup = pinnedLookup([{ address: "127.0.0.1", family: 4 }]) as unknown as (
      hostname: string,
      callback: (error: Error | null, address: string, family: number) => void,
    ) => void;
    const answer = await new Promise((resolve) =>
      lookup("x", (error, address, family) => resolve({ error, address, family })),
    );
    expect(answer).toEqual({ error: null, address: "127.0.0.1", family: 4 });
  });

  it("answers asynchronously and keeps its own copy of the pin", async () => {
    const addresses = [{ address: "127.0.0.1", family: 4 as const }];
    const lookup = pinnedLookup(addresses);
    addresses[0] = { address: "10.0.0.1", family: 4 };
    let answered = false;
    const pending = new Promise<Answer>((resolve) =>
      lookup("x", {}, (error, address, family) => {
        answered = true;
        resolve({ error, address, family });
      }),
    );
    expect(answered).toBe(false);
    expect((await pending).address).toBe("127.0.0.1");
  });

  it("refuses to pin nothing", () => {
    expect(() => pinnedLookup([])).toThrow(TypeError);
  });

  describe("with a real connection", () => {
    let server: Server;
    let port: number;

    beforeAll(async () => {
      server = createServer((socket) => socket.end("pinned\n"));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    // example.invalid can never resolve (RFC 6761): reaching the server proves no DNS query was made.
    it.each([true, false])(
      "net.connect to example.invalid reaches the pinned 127.0.0.1 (autoSelectFamily %s)",
      async (autoSelectFamily) => {
        const socket = connect({
          host: "example.invalid",
          port,
          autoSelectFamily,
          lookup: pinnedLookup([{ address: "127.0.0.1", family: 4 }]),
        });
        const received = await new Promise<string>((resolve, reject) => {
          let text = "";
          socket.on("data", (chunk) => {
            text += chunk;
          });
          socket.on("end", () => resolve(text));
          socket.on("error", reject);
        });
        expect(received).toBe("pinned\n");
        expect(socket.remoteAddress).toBe("127.0.0.1");
      },
    );
  });

  it("pins an undici Agent: the request keeps its Host but connects to the pinned address", async () => {
    const server = createHttpServer((incoming, outgoing) => outgoing.end(`host=${incoming.headers.host}`));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const dispatcher = new Agent({
      connect: { lookup: pinnedLookup([{ address: "127.0.0.1", family: 4 }]) },
    });
    try {
      const response = await request(`http://example.invalid:${port}/`, { dispatcher });
      expect(await response.body.text()).toBe(`host=example.invalid:${port}`);
    } finally {
      await dispatcher.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("systemResolver", () => {
  it("returns a literal as is, with its family (no network)", async () => {
    await expect(systemResolver("127.0.0.1")).resolves.toEqual([{ address: "127.0.0.1", family: 4 }]);
    await expect(systemResolver("::1")).resolves.toEqual([{ address: "::1", family: 6 }]);
  });
});
