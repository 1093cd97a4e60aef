// A throwaway Postgres cluster for the tests: Debian's postgresql binaries, initdb into a temp dir, started on a
// free loopback port, stopped and removed afterwards. As root (initdb refuses root) it runs as the `postgres` user.
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PostgresCluster {
  /** postgres://webscout@127.0.0.1:PORT/postgres: the admin database, for creating one per test file. */
  adminUrl: string;
  /** Stops the server, keeping its data (a database that went away). */
  pause(): Promise<void>;
  /** Starts it again on the same port. */
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** Thrown when this machine cannot run a cluster (no binaries, no unprivileged user); the message says why. */
export class PostgresUnavailableError extends Error {
  override name = "PostgresUnavailableError";
}

/** The newest /usr/lib/postgresql/<version>/bin, or WEBSCOUT_TEST_PG_BIN. */
export function postgresBinDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.WEBSCOUT_TEST_PG_BIN) return env.WEBSCOUT_TEST_PG_BIN;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], "bin");
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts a cluster; throws PostgresUnavailableError when it cannot (the caller decides to skip or fail). */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new PostgresUnavailableError(
      "no Postgres binaries (/usr/lib/postgresql/*/bin): install Debian's postgresql, or set WEBSCOUT_TEST_PG_BIN",
    );
  }
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), "webscout-pg-"));
  // Run from the cluster's own folder: the postgres user may not be allowed into the caller's.
  const asUser = async (command: string, args: string[]) =>
    root
      ? run("runuser", ["-u", "postgres", "--", join(bin, command), ...args], { cwd: dir })
      : run(join(bin, command), args, { cwd: dir });
  const data = join(dir, "data");
  try {
    if (root) {
      try {
        chownSync(dir, Number((await run("id", ["-u", "postgres"])).stdout.trim()), -1);
      } catch (error) {
        throw new PostgresUnavailableError(
          `running as root and there is no usable postgres user to run the cluster as: ${(error as Error).message}`,
        );
      }
    }
    await asUser("initdb", ["-D", data, "-U", "webscout", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      "-c listen_addresses=127.0.0.1",
      `-k ${dir}`,
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=300",
    ].join(" ");
    const start = () =>
      asUser("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "server.log"), "-w", "-t", "60", "start"]);
    await start();
    return {
      adminUrl: `postgres://webscout@127.0.0.1:${port}/postgres`,
      async pause() {
        await asUser("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      },
      async resume() {
        await start();
      },
      async stop() {
        await asUser("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    if (error instanceof PostgresUnavailableError) throw error;
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new PostgresUnavailableError(`the test Postgres cluster did not start: ${detail}`);
  }
}
