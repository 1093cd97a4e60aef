// `webscout doctor`: checks what a first run needs (Node, the data dir, Chromium, keys, the sites) and says what to fix.
import type { Command } from "commander";
import { collect } from "../option-parsers.js";

export interface DoctorCommandOptions {
  url?: string[];
  allowPrivateNetwork?: boolean;
  allowLinkLocal?: boolean;
  dataDir?: string;
}

export function registerDoctorCommand(program: Command): Command {
  return program
    .command("doctor")
    .description(
      "Check Node, the data dir, Chromium, API keys and that the sites can be read; print what to fix.",
    )
    .option(
      "-u, --url <url>",
      "a site to check, read through the normal guarded fetcher; repeatable",
      collect,
    )
    .option("--allow-private-network", "permit loopback and private addresses (as for serve and ask)")
    .option("--allow-link-local", "permit link-local and cloud metadata addresses")
    .option("--data-dir <dir>", "the data dir to check (default: WEBSCOUT_DATA_DIR or ~/.webscout)")
    .action(async (options: DoctorCommandOptions) => {
      const { runDoctor } = await import("./run-doctor.js");
      await runDoctor(options, { stdout: process.stdout, env: process.env });
    });
}
