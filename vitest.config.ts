import { defineConfig } from "vitest/config";

// Timeouts guard against hangs, not speed: CI has 2 cores and the e2e tests start real servers and CLIs.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts", "bench/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One throwaway Postgres cluster per run for the Postgres backend's tests.
    globalSetup: ["test/setup/postgres.ts"],
  },
});
