// Starts the built `webscout serve --port 0` in a child process (build it first with ensureCliBuilt) and resolves
// with the URL it prints; `close` kills it.
import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const bin = fileURLToPath(new URL("../../bin/webscout.js", import.meta.url));

export interface BuiltServer {
  /** e.g. "http://127.0.0.1:40123/". */
  url: string;
  child: ChildProcess;
  /** Everything the server printed on stderr so far. */
  stderr(): string;
  close(): Promise<void>;
}

export function startBuiltServer(args: string[], env: NodeJS.ProcessEnv): Promise<BuiltServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, "serve", "--port", "0", ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env,
    });
    let stdout = "";
    let stderr = "";
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    const close = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once("exit", () => done());
        child.kill("SIGTERM");
      });
    child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(stdout)?.[1];
      if (url) resolve({ url, child, stderr: () => stderr, close });
    });
    child.on("error", reject);
    child.on("exit", (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
}
