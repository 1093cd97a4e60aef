// Runs the built `webscout` CLI in a child process, building it first (`npm run build`) when dist/ is older than src/.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { runProcess } from "./run-process.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = join(root, "bin", "webscout.js");

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Source files whose compiled copy in dist/ is missing or older than them. */
function staleSources(directory = join(root, "src")): string[] {
  const stale: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      stale.push(...staleSources(path));
      continue;
    }
    if (!entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts") || entry.name.endsWith(".d.ts"))
      continue;
    const compiled = join(root, "dist", relative(join(root, "src"), path).replace(/\.ts$/, ".js"));
    if (!existsSync(compiled) || statSync(compiled).mtimeMs < statSync(path).mtimeMs) stale.push(path);
  }
  return stale;
}

/**
 * Runs `npm run build` unless every compiled file is newer than its source (the build takes ~30 s on a
 * small machine, so an up-to-date dist/ is reused). Throws with the compiler's output when the build fails.
 */
export async function ensureCliBuilt(): Promise<void> {
  if (staleSources().length === 0) return;
  const build = await runProcess({ command: "npm", args: ["run", "build", "--silent"] });
  if (build.code !== 0) {
    throw new Error(
      `npm run build failed (exit ${build.code}):\n${build.stdout}${build.stderr}`.slice(0, 4000),
    );
  }
}

/** The environment with every webscout and model-key variable removed, so a run uses only what a test sets. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith("WEBSCOUT_") || name === "OPENAI_API_KEY" || name === "ANTHROPIC_API_KEY") continue;
    env[name] = value;
  }
  return { ...env, ...extra };
}

/** `node bin/webscout.js …args` with `env`; resolves with the exit code and both outputs. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  return runProcess({ command: process.execPath, args: [bin, ...args], env });
}
