// The peak memory of this process and every process it starts (the browser's), sampled by memory-sampler.mjs in
// a process of its own; Linux only (it reads /proc): elsewhere this process's RSS alone.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const SAMPLER = fileURLToPath(new URL("./memory-sampler.mjs", import.meta.url));

/** Starts sampling now; `stop` resolves to the peak in bytes. */
export async function samplePeakMemory(intervalMs = 200): Promise<{ stop(): Promise<number> }> {
  if (process.platform !== "linux") {
    let peak = process.memoryUsage().rss;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, intervalMs);
    return {
      stop: async () => {
        clearInterval(timer);
        return peak;
      },
    };
  }
  const child = spawn(process.execPath, [SAMPLER, String(process.pid), String(intervalMs)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", () => {
      if (output.includes("ready\n")) resolve();
    });
    child.once("error", reject);
  });
  return {
    stop: () =>
      new Promise<number>((resolve) => {
        child.once("exit", () => resolve(Number(output.replace("ready\n", "").trim()) || 0));
        child.kill("SIGTERM");
      }),
  };
}
