// Whether the server's database answers, for GET /health (reported) and GET /ready (503 while it does not, so a
// load balancer takes the replica out). A probe that hangs counts as unreachable after `timeoutMs`.

export interface DatabaseProbe {
  backend: "sqlite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  check(): Promise<void>;
}

export type DatabaseState =
  | { backend: DatabaseProbe["backend"]; status: "ok" }
  | { backend: DatabaseProbe["backend"]; status: "unreachable"; error: string };

export async function probeDatabase(probe: DatabaseProbe, timeoutMs = 2000): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([probe.check(), timeout]);
    return { backend: probe.backend, status: "ok" };
  } catch (error) {
    // One line, no stack: what the driver said (never the URL, which may hold a password).
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
    return { backend: probe.backend, status: "unreachable", error: message.slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}
