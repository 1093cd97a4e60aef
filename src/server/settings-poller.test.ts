import { describe, expect, it } from "vitest";
import { createFakeAgent } from "#test/helpers/fake-agent.js";
import { createApp } from "./app.js";
import { resolveServerSettings, type ServerSettings } from "./server-settings.js";
import { createSettingsPoller } from "./settings-poller.js";

const shop = resolveServerSettings({ urls: ["https://shop.example/"] });
const help = resolveServerSettings({ urls: ["https://help.example/"], instruction: "Be brief." });

describe("createSettingsPoller", () => {
  it("passes on each value saved after start, once, and keeps polling through an outage, said once", async () => {
    let saved: ServerSettings | Error | undefined = shop;
    const errors: unknown[] = [];
    const poller = createSettingsPoller({
      load: async () => {
        if (saved instanceof Error) throw saved;
        return saved;
      },
      initial: shop,
      onError: (error) => errors.push(error),
    });
    const seen: ServerSettings[] = [];
    poller.subscribe((settings) => seen.push(settings));
    await poller.poll();
    expect(seen).toEqual([]);
    saved = help;
    await poller.poll();
    await poller.poll();
    expect(seen).toEqual([help]);
    saved = new Error("database down");
    await poller.poll();
    await poller.poll();
    expect(errors).toHaveLength(1);
    saved = shop;
    await poller.poll();
    expect(seen).toEqual([help, shop]);
    poller.stop();
  });

  it("changes a server's settings when another replica saved new ones", async () => {
    let saved: ServerSettings | undefined;
    const poller = createSettingsPoller({ load: async () => saved, initial: undefined });
    const app = createApp({ agent: createFakeAgent(), settings: shop, settingsUpdates: poller });
    saved = help;
    await poller.poll();
    const config = await (await app.request("/config")).json();
    expect(config).toMatchObject({ urls: ["https://help.example/"], instruction: "Be brief." });
    poller.stop();
  });
});
