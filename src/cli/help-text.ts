// What `--help` shows after the options: examples for each command and the exit codes, kept in one place so every
// command's help reads the same way.
import type { Command } from "commander";

/** Exit codes of every command: 0 ok, 1 runtime failure, 2 bad input, 3 over the cost budget. */
export const EXIT = { ok: 0, failure: 1, usage: 2, budget: 3 } as const;

export const EXIT_CODES_HELP = `Exit codes:
  0  done (a refusal, "the sites don't cover this", is an answer too)
  1  something failed at run time (no start page readable, a site or model unreachable)
  2  bad input (an unknown option, a malformed URL or value, an unknown session)
  3  over the cost budget (events): re-run with --confirm-cost or a higher --budget`;

/** Examples per command: what a first run of it looks like. A new command adds its own here. */
export const COMMAND_EXAMPLES: Record<string, string[]> = {
  ask: [
    'webscout ask --demo "What is your return policy?"',
    'webscout ask -u https://docs.example.com/ "How do I reset my password?"',
    'webscout ask --session <id> "And for international orders?"',
    'webscout ask --demo --json "Are return labels free?"',
  ],
  crawl: [
    "webscout crawl https://docs.example.com/ --max-pages 20",
    "webscout crawl https://example.com/blog/ -d example.com/blog --json",
    "webscout crawl https://docs.example.com/ --out pages   # pages/*.md and pages/*.json",
  ],
  doctor: [
    "webscout doctor",
    "webscout doctor -u https://docs.example.com/",
    "webscout doctor -u http://localhost:8080/ --allow-private-network",
  ],
  events: [
    'webscout events --demo "live jazz"',
    'webscout events --city Chicago --from 2026-12-01 --to 2026-12-14 "theater"',
    'webscout events --source tavily --budget 0.05 "arts talks"',
  ],
  export: [
    "webscout export --out sessions.jsonl   # from SQLite in ~/.webscout",
    "webscout export --database-url postgres://webscout:secret@db.internal:5432/webscout > backup.jsonl",
  ],
  extract: [
    "webscout extract https://example.com/about",
    "webscout extract saved-page.html --base-url https://example.com/docs/ --format markdown",
  ],
  import: [
    "webscout import sessions.jsonl --database-url postgres://webscout:secret@db.internal:5432/webscout",
    "webscout export --data-dir old-dir | webscout import --data-dir new-dir",
  ],
  index: [
    "webscout index https://docs.example.com/ --max-pages 500",
    "webscout index https://docs.example.com/ --refresh",
  ],
  migrate: [
    "webscout migrate --dry-run",
    "webscout migrate --database-url postgres://webscout:secret@db.internal:5432/webscout",
    "webscout migrate --json --data-dir /var/lib/webscout",
  ],
  mcp: ["webscout mcp --demo", "webscout mcp -u https://docs.example.com/ --llm openai:gpt-4o-mini"],
  serve: [
    "webscout serve --demo",
    "webscout serve -u https://docs.example.com/ --port 8080",
    "webscout serve -u https://docs.example.com/ --cors-origin https://blog.example.com",
  ],
  telemetry: ["webscout telemetry", "webscout telemetry --limit 5 --json"],
};

function examplesHelp(examples: readonly string[]): string {
  return `Examples:\n${examples.map((example) => `  $ ${example}`).join("\n")}`;
}

/** Adds the examples to each command's help, and the exit codes to the program's and each command's. */
export function addHelpExtras(program: Command): void {
  program.addHelpText("after", `\n${EXIT_CODES_HELP}\n`);
  for (const command of program.commands) {
    const examples = COMMAND_EXAMPLES[command.name()];
    const parts = [examples ? examplesHelp(examples) : undefined, EXIT_CODES_HELP].filter(Boolean);
    command.addHelpText("after", `\n${parts.join("\n\n")}\n`);
  }
}
