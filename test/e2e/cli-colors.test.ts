// Colour on a terminal only (issue 15), through the built CLI under a pseudo-terminal (util-linux `script`):
// coloured there, plain with NO_COLOR, plain when piped.
import { existsSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
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

beforeAll(async () => {
  await ensureCliBuilt();
}, 180_000);

describe.skipIf(!existsSync(SCRIPT))("colour (built CLI, pseudo-terminal)", { timeout: 60_000 }, () => {
  it("colours the error prefix on a terminal, never with NO_COLOR, never when piped", async () => {
    const [tty, noColor, piped] = await Promise.all([
      onTerminal(ARGS, cleanEnv({ TERM: "xterm-256color" })),
      onTerminal(ARGS, cleanEnv({ TERM: "xterm-256color", NO_COLOR: "1" })),
      runCli(ARGS, cleanEnv({ TERM: "xterm-256color" })),
    ]);
    expect(tty).toContain(`${ESCAPE}31mwebscout:${ESCAPE}39m invalid start URL "notaurl"`);
    expect(noColor).toContain('webscout: invalid start URL "notaurl"');
    expect(noColor).not.toContain(ESCAPE);
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('webscout: invalid start URL "notaurl"');
    expect(piped.stderr).not.toContain(ESCAPE);
  });

  it("marks pages read on a terminal", async () => {
    const tty = await onTerminal(
      ["ask", "--demo", "What is your return policy?"],
      cleanEnv({ TERM: "xterm-256color" }),
    );
    expect(tty).toContain(`${ESCAPE}32m✓${ESCAPE}39m `);
  });
});
