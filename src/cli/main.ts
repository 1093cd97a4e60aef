// The `webscout` command line: builds the commander program and maps errors to one-line messages and exit codes.
import { Command, CommanderError } from "commander";
import { WebscoutError } from "../errors/index.js";
import { VERSION } from "../version.js";
import { registerAskCommand } from "./commands/ask.js";
import { registerCrawlCommand } from "./commands/crawl.js";
import { registerDoctorCommand } from "./commands/doctor.js";
import { registerEventsCommand } from "./commands/events.js";
import { registerExtractCommand } from "./commands/extract.js";
import { registerIndexCommand } from "./commands/index-site.js";
import { registerMcpCommand } from "./commands/mcp.js";
import { registerMigrateCommand } from "./commands/migrate.js";
import { registerServeCommand } from "./commands/serve.js";
import { registerTelemetryCommand } from "./commands/telemetry.js";
import { registerTransferCommands } from "./commands/transfer.js";
import { addHelpExtras, EXIT } from "./help-text.js";
import { colorsFor } from "./terminal-colors.js";
import { terminalLine } from "./terminal-text.js";

export function buildProgram(): Command {
  const program = new Command("webscout")
    .description("Agents that read the live web to answer people.")
    .version(VERSION, "-V, --version")
    .showHelpAfterError("(run with --help for usage)")
    .exitOverride();
  registerAskCommand(program);
  registerCrawlCommand(program);
  registerDoctorCommand(program);
  registerEventsCommand(program);
  registerExtractCommand(program);
  registerMcpCommand(program);
  registerMigrateCommand(program);
  registerIndexCommand(program);
  registerServeCommand(program);
  registerTelemetryCommand(program);
  registerTransferCommands(program);
  addHelpExtras(program);
  return program;
}

/** Runs the CLI with `argv` (as process.argv) and resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof WebscoutError) {
      // "already-reported": the command printed each failure itself and only needs the exit code.
      if (error.code === "already-reported") return EXIT.failure;
      // Messages can quote a page, a site or the user's input: one line, with nothing a terminal would act on.
      const hint = error.hint ? ` (${terminalLine(error.hint)})` : "";
      const colors = colorsFor(process.stderr);
      process.stderr.write(
        `${colors.red("webscout:")} ${terminalLine(error.message)}${hint && colors.dim(hint)}\n`,
      );
      if (error.code === "budget-exceeded") return EXIT.budget;
      return error.code === "usage" ? EXIT.usage : EXIT.failure;
    }
    throw error;
  }
}
