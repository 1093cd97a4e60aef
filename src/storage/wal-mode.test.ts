import { describe, expect, it } from "vitest";
import { enableWal } from "./wal-mode.js";

function busy(code = "SQLITE_BUSY"): Error {
  return Object.assign(new Error("database is locked"), { code });
}

describe("enableWal", () => {
  it("retries while another process holds the lock, then switches", () => {
    const calls: string[] = [];
    const failures = ["SQLITE_BUSY", "SQLITE_BUSY_RECOVERY"];
    const db = {
      pragma(source: string) {
        calls.push(source);
        const code = failures.shift();
        if (code) throw busy(code);
        return "wal";
      },
    };
    enableWal(db, 5_000);
    expect(calls).toEqual(["journal_mode = WAL", "journal_mode = WAL", "journal_mode = WAL"]);
  });

  it("gives up with SQLite's own error once the timeout has passed", () => {
    let clock = 0;
    const db = {
      pragma() {
        clock += 1_000;
        throw busy();
      },
    };
    expect(() => enableWal(db, 2_500, () => clock)).toThrow("database is locked");
  });

  it("throws any other error at once", () => {
    let calls = 0;
    const db = {
      pragma() {
        calls += 1;
        throw Object.assign(new Error("file is not a database"), { code: "SQLITE_NOTADB" });
      },
    };
    expect(() => enableWal(db, 5_000)).toThrow("file is not a database");
    expect(calls).toBe(1);
  });
});
