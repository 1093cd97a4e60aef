// The checks of `webscout doctor`, one line each: ✓ fine, ! optional and missing, ✗ to fix (exit code 1).
import { accessSync, constants, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadConfig, type WebscoutConfig } from "../../config/index.js";
import { WebscoutError } from "../../errors/index.js";
import { findChromium, INSTALL_HINT } from "../../render/index.js";
import { createFetcher, defaultAllowedDomains } from "../../web/index.js";
import { parseStartUrls } from "../start-urls.js";
import { terminalLine } from "../terminal-text.js";
import type { DoctorCommandOptions } from "./doctor.js";

export interface DoctorCheck {
  status: "ok" | "warn" | "fail";
  what: string;
  fix?: string;
}

const MIN_NODE = [20, 19] as const;

export function checkNode(version = process.versions.node): DoctorCheck {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  const ok = major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
  return ok
    ? { status: "ok", what: `Node ${version}` }
    : {
        status: "fail",
        what: `Node ${version} is too old`,
        fix: `install Node ${MIN_NODE.join(".")} or newer`,
      };
}

export function checkDataDir(dataDir: string): DoctorCheck {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
    const probe = join(dataDir, `.doctor-${process.pid}`);
    writeFileSync(probe, "");
    rmSync(probe);
    return { status: "ok", what: `data dir ${dataDir} is writable` };
  } catch (error) {
    return {
      status: "fail",
      what: `data dir ${dataDir} is not writable (${(error as Error).message})`,
      fix: "set WEBSCOUT_DATA_DIR or --data-dir to a folder you can write to",
    };
  }
}

export function checkChromium(configured: string | undefined): DoctorCheck {
  const found = findChromium(configured ? { configured } : {});
  if (found) return { status: "ok", what: `Chromium at ${found} (for --render)` };
  return {
    status: "warn",
    what: configured ? `WEBSCOUT_CHROMIUM_PATH ${configured} is not executable` : "no Chromium found",
    fix: `only JavaScript-built pages need it: ${INSTALL_HINT}`,
  };
}

export function checkKeys(config: {
  llm: string;
  openaiApiKey?: string;
  anthropicApiKey?: string;
  tavilyApiKey?: string;
}): DoctorCheck[] {
  const provider = config.llm.split(":")[0];
  const needs: Record<string, { key: string | undefined; env: string }> = {
    openai: { key: config.openaiApiKey, env: "OPENAI_API_KEY" },
    anthropic: { key: config.anthropicApiKey, env: "ANTHROPIC_API_KEY" },
  };
  const need = provider ? needs[provider] : undefined;
  const checks: DoctorCheck[] = [];
  if (config.llm === "offline")
    checks.push({ status: "ok", what: "model: the offline engine (no key needed)" });
  else if (!need) checks.push({ status: "ok", what: `model: ${config.llm}` });
  else if (need.key) checks.push({ status: "ok", what: `model: ${config.llm}, ${need.env} set` });
  else
    checks.push({
      status: "fail",
      what: `model: ${config.llm} but ${need.env} is not set`,
      fix: `export ${need.env}=… or use --llm offline`,
    });
  checks.push(
    config.tavilyApiKey
      ? { status: "ok", what: "TAVILY_API_KEY set (events --source tavily)" }
      : { status: "warn", what: "TAVILY_API_KEY not set", fix: "only `events --source tavily` needs it" },
  );
  return checks;
}

const MARK = { ok: "✓", warn: "!", fail: "✗" } as const;

/** Prints the checks; throws (exit code 1, nothing more printed) when one failed. */
function report(stdout: { write(text: string): unknown }, checks: DoctorCheck[]): void {
  for (const check of checks) {
    const fix = check.fix ? ` — ${check.status === "fail" ? "fix" : "note"}: ${check.fix}` : "";
    stdout.write(`${MARK[check.status]} ${terminalLine(check.what, { maxChars: 300 })}${fix}\n`);
  }
  const failed = checks.filter((check) => check.status === "fail").length;
  if (failed > 0) {
    stdout.write(`${failed} ${failed === 1 ? "check" : "checks"} failed: fix the lines marked ✗.\n`);
    throw new WebscoutError("already-reported", "doctor found problems");
  }
  stdout.write("All set.\n");
}

function fixForUnreadable(result: { status: string; rule?: string; reason: string }): string {
  // The address rule also covers a host that does not resolve: name the flag only for a private address.
  if (
    result.status === "blocked" &&
    result.rule === "address" &&
    /private|loopback|--allow-/i.test(result.reason)
  )
    return "for a site on this machine or a private network, pass --allow-private-network";
  if (result.status === "blocked" && result.rule === "robots")
    return "the site's robots.txt disallows webscout there; pick another start URL";
  return "check the URL and that the site is reachable from this machine";
}

/** Reads each site's start page through the guarded fetcher (SSRF guard, robots.txt, limits), as serve would. */
async function checkSites(urls: string[], config: WebscoutConfig): Promise<DoctorCheck[]> {
  if (urls.length === 0) {
    return [{ status: "warn", what: "no site to check", fix: "pass -u <url> for each site you will serve" }];
  }
  const fetcher = createFetcher({
    allowPrivateNetwork: config.allowPrivateNetwork,
    allowLinkLocal: config.allowLinkLocal,
    maxBytes: config.maxBodyBytes,
    timeoutMs: config.requestTimeoutMs,
    allowedDomains: defaultAllowedDomains(urls),
    respectRobots: true,
  });
  const checks: DoctorCheck[] = [];
  try {
    for (const url of urls) {
      const result = await fetcher.fetchPage(url);
      checks.push(
        result.status === "ok"
          ? { status: "ok", what: `${url} can be read (HTTP ${result.httpStatus})` }
          : {
              status: "fail",
              what: `${url} cannot be read: ${result.reason}`,
              fix: fixForUnreadable({
                status: result.status,
                rule: result.status === "blocked" ? result.rule : undefined,
                reason: result.reason,
              }),
            },
      );
    }
  } finally {
    await fetcher.close();
  }
  return checks;
}

export async function runDoctor(
  options: DoctorCommandOptions,
  io: { stdout: { write(text: string): unknown }; env: NodeJS.ProcessEnv },
): Promise<void> {
  let config: WebscoutConfig;
  try {
    config = loadConfig({
      env: io.env,
      flags: {
        dataDir: options.dataDir,
        allowPrivateNetwork: options.allowPrivateNetwork || undefined,
        allowLinkLocal: options.allowLinkLocal || undefined,
      },
    });
  } catch (error) {
    // Settings doctor cannot read are the first thing to fix; the other checks need them.
    report(io.stdout, [
      checkNode(),
      {
        status: "fail",
        what: `the settings cannot be read: ${(error as Error).message}`,
        fix: (error as WebscoutError).hint ?? "check WEBSCOUT_DATA_DIR and <data dir>/config.json",
      },
    ]);
    return;
  }
  report(io.stdout, [
    checkNode(),
    checkDataDir(config.dataDir),
    checkChromium(config.chromiumPath),
    ...checkKeys(config),
    ...(await checkSites(parseStartUrls(options.url ?? []), config)),
  ]);
}
