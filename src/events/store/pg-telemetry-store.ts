// Telemetry over Postgres: the same contract as telemetry-store.ts, the same row values.
import { type PostgresPool, withTransaction } from "../../storage/index.js";
import {
  type AgentRunRow,
  agentRunValues,
  fromAgentRow,
  fromQueryRow,
  type QueryRunRow,
  queryRunValues,
  type TelemetryStore,
  type TotalsRow,
  totalsFromRow,
} from "./telemetry-store.js";

const UPSERT_RUN = `INSERT INTO query_runs (id, query, started_at, duration_ms, cached, revisions, credits, tokens_in,
    tokens_out, usd_projected, usd_actual, blocked, result_count)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
  ON CONFLICT (id) DO UPDATE SET query = excluded.query, started_at = excluded.started_at,
    duration_ms = excluded.duration_ms, cached = excluded.cached, revisions = excluded.revisions,
    credits = excluded.credits, tokens_in = excluded.tokens_in, tokens_out = excluded.tokens_out,
    usd_projected = excluded.usd_projected, usd_actual = excluded.usd_actual, blocked = excluded.blocked,
    result_count = excluded.result_count`;

const INSERT_AGENT = `INSERT INTO agent_runs (query_run_id, node, duration_ms, tokens_in, tokens_out, credits, usd,
    cache_hit, note)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`;

export function createPostgresTelemetryStore(options: { pool: PostgresPool }): TelemetryStore {
  const { pool } = options;
  return {
    recordQueryRun(run) {
      const values = queryRunValues(run);
      return withTransaction(pool, async (client) => {
        await client.query(UPSERT_RUN, Object.values(values));
        for (const agent of run.agents ?? []) {
          await client.query(INSERT_AGENT, Object.values(agentRunValues(values.id, agent)));
        }
        return values.id;
      });
    },
    async recordAgentRun({ queryRunId, ...run }) {
      await pool.query(INSERT_AGENT, Object.values(agentRunValues(queryRunId, run)));
    },
    async recentRuns(limit = 20) {
      const { rows } = await pool.query<QueryRunRow>(
        "SELECT * FROM query_runs ORDER BY started_at DESC, seq DESC LIMIT $1",
        [limit],
      );
      return rows.map(fromQueryRow);
    },
    async agentRuns(queryRunId) {
      const { rows } = await pool.query<AgentRunRow>(
        "SELECT * FROM agent_runs WHERE query_run_id = $1 ORDER BY id",
        [queryRunId],
      );
      return rows.map(fromAgentRow);
    },
    async totals() {
      const { rows } = await pool.query<TotalsRow>(
        `SELECT count(*) AS "runs", sum(cached) AS "cachedRuns", sum(blocked) AS "blockedRuns",
           sum(revisions) AS "revisions", sum(credits) AS "credits", sum(tokens_in)::float8 AS "tokensIn",
           sum(tokens_out)::float8 AS "tokensOut", sum(usd_projected) AS "usdProjected",
           sum(usd_actual) AS "usdActual", avg(duration_ms)::float8 AS "averageDurationMs"
         FROM query_runs`,
      );
      return totalsFromRow(rows[0] as TotalsRow);
    },
  };
}
