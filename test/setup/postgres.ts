// vitest globalSetup: one throwaway Postgres cluster per test run (test/helpers/postgres-cluster.ts), handed to the
// test files as its admin URL. Where it cannot start, the Postgres tests skip and say why; under CI (env CI set)
// the run fails instead, so CI never passes without them.
import type { TestProject } from "vitest/node";
import { PostgresUnavailableError, startPostgresCluster } from "#test/helpers/postgres-cluster.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The test cluster's admin database URL; empty when the cluster could not start. */
    postgresAdminUrl: string;
    /** Why there is no cluster (shown by the skipped tests). */
    postgresUnavailable: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  try {
    const cluster = await startPostgresCluster();
    project.provide("postgresAdminUrl", cluster.adminUrl);
    project.provide("postgresUnavailable", "");
    return () => cluster.stop();
  } catch (error) {
    if (!(error instanceof PostgresUnavailableError) || process.env.CI) throw error;
    project.provide("postgresAdminUrl", "");
    project.provide("postgresUnavailable", error.message);
    return async () => undefined;
  }
}
