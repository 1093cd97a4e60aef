// Adapts the event scout (src/runtime openEventsRuntime + src/agents/events runEventScout, as the CLI wires them) to the
// bench's ScoutRunner. Each source gets its own data dir; the runtime is opened once per data dir, so the second
// identical query measures the cache hit the way a running server sees it (no process start, no DB open).
import type { ScoutInvocation, ScoutOutcome, ScoutRunner } from "./scout-runner.js";

type RuntimeModule = typeof import("../../src/runtime/open-events-runtime.js");
type RunnerModule = typeof import("../../src/agents/events/run-event-scout.js");
type Runtime = Awaited<ReturnType<RuntimeModule["openEventsRuntime"]>>;

/** The runner, or undefined when src/agents/events cannot be loaded yet (the bench then shows the baseline). */
export async function loadScoutRunner(
  options: { trace?: boolean } = {},
): Promise<(ScoutRunner & { close(): Promise<void> }) | undefined> {
  let runtimeModule: RuntimeModule;
  let runnerModule: RunnerModule;
  let configModule: typeof import("../../src/config/index.js");
  try {
    runtimeModule = await import("../../src/runtime/open-events-runtime.js");
    runnerModule = await import("../../src/agents/events/run-event-scout.js");
    configModule = await import("../../src/config/index.js");
  } catch (error) {
    process.stderr.write(`bench:events: cannot load the event scout (${(error as Error).message})\n`);
    return undefined;
  }
  const runtimes = new Map<string, Runtime>();
  const trace = options.trace ?? false;

  const runtimeFor = async (invocation: ScoutInvocation): Promise<Runtime> => {
    const existing = runtimes.get(invocation.dataDir);
    if (existing) return existing;
    const tavily = invocation.source === "tavily" ? invocation.tavily : undefined;
    const config = configModule.loadConfig({
      // No environment and no config file: a developer's real keys must never reach the bench.
      env: {},
      readConfigFile: () => undefined,
      flags: { dataDir: invocation.dataDir, llm: "offline", allowPrivateNetwork: true },
    });
    // The key's config type is `undefined` (no default); the runtime reads it as an optional string.
    if (tavily) Object.assign(config, { tavilyApiKey: tavily.apiKey, tavilyBaseUrl: tavily.apiBaseURL });
    const runtime = await runtimeModule.openEventsRuntime({
      config,
      profilePath: invocation.profileCsvPath,
      now: () => invocation.now.getTime(),
      ...(trace
        ? {
            onProgress: (event) =>
              process.stderr.write(`  [${invocation.source}] ${JSON.stringify(event)}\n`),
          }
        : {}),
    });
    runtimes.set(invocation.dataDir, runtime);
    return runtime;
  };

  const run = async (invocation: ScoutInvocation): Promise<ScoutOutcome> => {
    const runtime = await runtimeFor(invocation);
    const result = await runnerModule.runEventScout({
      query: invocation.query,
      options: { source: invocation.source },
      deps: runtime.deps,
    });
    return result;
  };
  return Object.assign(run, {
    async close() {
      for (const runtime of runtimes.values()) await runtime.close();
      runtimes.clear();
    },
  });
}
