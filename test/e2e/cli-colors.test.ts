// Colour and a spinner on a terminal only (issue 15), through the built CLI under a pseudo-terminal (util-linux
// `script`): coloured there, plain with NO_COLOR, plain lines when piped.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt, runCli } from "#test/helpers/built-cli.js";
import { runProcess } from "#test/helpers/run-process.js";

const SCRIPT = "/usr/bin/script";
const ESCAPE = "\u001b[";
const ARGS = ["ask", "--url", "notaurl", "What is your return policy?"];

/** `webscout …args` on a pseudo-terminal; what it printed, both streams together as a terminal shows them. */
async function onTerminal(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const command = [process.execPath, "bin/webscout.js", ...args]
    .map((part) => `'${part.replaceAll("'", "'\\''")}'`)
    .join(" ");
  const run = await runProcess({
    command: SCRIPT,
    args: ["-qec", command, "/dev/null"],
    env,
    timeoutMs: 60_000,
  });
  return run.stdout;
}

/** Every run keeps its sessions here, never in the user's ~/.webscout. */
const dataDir = mkdtempSync(join(tmpdir(), "webscout-cli-colors-"));
const env = (extra: Record<string, string>) => cleanEnv({ WEBSCOUT_DATA_DIR: dataDir, ...extra });

beforeAll(async () => {
  await ensureCliBuilt();
}, 180_000);

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!existsSync(SCRIPT))("colour (built CLI, pseudo-terminal)", { timeout: 60_000 }, () => {
  it("colours the error prefix on a terminal, never with NO_COLOR, never when piped", async () => {
    const [tty, noColor, piped] = await Promise.all([
      onTerminal(ARGS, env({ TERM: "xterm-256color" })),
      onTerminal(ARGS, env({ TERM: "xterm-256color", NO_COLOR: "1" })),
      runCli(ARGS, env({ TERM: "xterm-256color" })),
    ]);
    expect(tty).toContain(`${ESCAPE}31mwebscout:${ESCAPE}39m invalid start URL "notaurl"`);
    expect(noColor).toContain('webscout: invalid start URL "notaurl"');
    expect(noColor).not.toContain(ESCAPE);
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('webscout: invalid start URL "notaurl"');
    expect(piped.stderr).not.toContain(ESCAPE);
  });

  it("marks pages read and shows a spinner with the time elapsed on a terminal, neither when piped", async () => {
    const tty = await onTerminal(
      ["ask", "--demo", "What is your return policy?"],
      env({ TERM: "xterm-256color" }),
    );
    expect(tty).toContain(`${ESCAPE}32m✓${ESCAPE}39m `);
    expect(tty).toMatch(/Working… \d+\.\d s/);
    expect(tty).toMatch(/Session \S+ answered in \d+\.\d s/);
    const piped = await runCli(
      ["ask", "--demo", "What is your return policy?"],
      env({ TERM: "xterm-256color" }),
    );
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stderr).not.toContain("Working…");
    expect(piped.stderr).not.toContain("answered in");
    expect(piped.stderr).not.toContain(ESCAPE);
  });
});
