// Every command's --help, through the built CLI: examples of its own, the exit codes, and defaults written one
// way ("(default: …)"), as a first-time user reads them (issue 15).
import { beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ensureCliBuilt, runCli } from "#test/helpers/built-cli.js";
import { buildProgram } from "../../src/cli/main.js";

const commands = buildProgram().commands.map((command) => command.name());

beforeAll(async () => {
  await ensureCliBuilt();
}, 180_000);

describe("webscout --help (built CLI)", { timeout: 60_000 }, () => {
  it("lists the exit codes in the program's help", async () => {
    const run = await runCli(["--help"], cleanEnv({}));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Exit codes:\n\s+0 .+\n\s+1 .+\n\s+2 .+\n\s+3 .+budget/);
  });

  it.each(commands)(
    "%s --help shows examples of that command, the exit codes and one way of writing defaults",
    async (name) => {
      const run = await runCli([name, "--help"], cleanEnv({}));
      expect(run.code).toBe(0);
      const help = run.stdout;
      expect(help).toMatch(new RegExp(`Examples:\\n(\\s+\\$ webscout ${name}\\b.*\\n)+`));
      expect(help).toContain("Exit codes:");
      // Commander writes "(default: 100)"; hand-written defaults say it the same way.
      expect(help).not.toMatch(/\(default [^:]|\((\d[\d.]*)\)/);
    },
  );
});
