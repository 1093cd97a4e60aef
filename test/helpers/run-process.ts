// Runs a command from the project root and collects what it prints: the one way tests and quick benchmarks
// start a child process (the built CLI, npm, a benchmark).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

export interface ProcessRun {
  code: number | null;
  /** Set when the process was killed (e.g. by `timeoutMs`). */
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export function runProcess(options: {
  command: string;
  args: string[];
  /** Default: this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Kill the process after this long. Default: never. */
  timeoutMs?: number;
  /** Called with stdout as it arrives, for a test that acts while the process runs. */
  onStdout?: (chunk: string) => void;
}): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(options.command, options.args, {
      cwd: root,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
      ...(options.timeoutMs ? { timeout: options.timeoutMs } : {}),
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      options.onStdout?.(chunk);
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}
