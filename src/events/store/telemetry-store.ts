// telemetry_logger's tables: one row per event query (query_runs) and one per graph node run in it (agent_runs).
import { randomUUID } from "node:crypto";
import type { WebscoutDatabase } from "../../storage/index.js";

export interface AgentRunInput {
  /** The graph node, e.g. "retriever". */
  node: string;
  durationMs: number;
  tokensIn?: number;
  tokensOut?: number;
  credits?: number;
  usd?: number;
  cacheHit?: boolean;
  /** One line, e.g. "2 results dropped off-domain". */
  note?: string;
}

export interface QueryRunInput {
  /** Default a random UUID. Recording the same id again updates the row (its agent runs stay). */
  id?: string;
  /** The query spec (EventQuery or any JSON object); `text` and `city` are shown by `webscout telemetry`. */
  query: object;
  /** ms since the epoch. */
  startedAt: number;
  durationMs: number;
  cached?: boolean;
  revisions?: number;
  credits?: number;
  tokensIn?: number;
  tokensOut?: number;
  usdProjected?: number;
  usdActual?: number;
  blocked?: boolean;
  resultCount?: number;
  /** The nodes' runs, recorded in the same transaction. */
  agents?: AgentRunInput[];
}

export interface QueryRunRecord {
  id: string;
  query: Record<string, unknown>;
  startedAt: number;
  durationMs: number;
  cached: boolean;
  revisions: number;
  credits: number;
  tokensIn: number;
  tokensOut: number;
  usdProjected: number;
  usdActual: number;
  blocked: boolean;
  resultCount: number;
}

export interface AgentRunRecord extends Required<Omit<AgentRunInput, "note">> {
  queryRunId: string;
  note: string | null;
}

export interface TelemetryTotals {
  runs: number;
  cachedRuns: number;
  blockedRuns: number;
  revisions: number;
  credits: number;
  tokensIn: number;
  tokensOut: number;
  usdProjected: number;
  usdActual: number;
  /** 0 when there is no run. */
  averageDurationMs: number;
}

export interface TelemetryStore {
  /** Inserts (or updates, same id) a query run and its agent runs; returns its id. */
  recordQueryRun(run: QueryRunInput): Promise<string>;
  /** Adds one node run to a recorded query run. */
  recordAgentRun(run: AgentRunInput & { queryRunId: string }): Promise<void>;
  /** Newest first. Default limit 20. */
  recentRuns(limit?: number): Promise<QueryRunRecord[]>;
  agentRuns(queryRunId: string): Promise<AgentRunRecord[]>;
  totals(): Promise<TelemetryTotals>;
}

export interface QueryRunRow {
  id: string;
  query: string;
  started_at: number;
  duration_ms: number;
  cached: number;
  revisions: number;
  credits: number;
  tokens_in: number;
  tokens_out: number;
  usd_projected: number;
  usd_actual: number;
  blocked: number;
  result_count: number;
}

export interface AgentRunRow {
  query_run_id: string;
  node: string;
  duration_ms: number;
  tokens_in: number;
  tokens_out: number;
  credits: number;
  usd: number;
  cache_hit: number;
  note: string | null;
}

const round6 = (usd: number) => Math.round(usd * 1e6) / 1e6;

function parseQuery(json: string): Record<string, unknown> {
  try {
    const value = JSON.parse(json) as unknown;
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const fromQueryRow = (row: QueryRunRow): QueryRunRecord => ({
  id: row.id,
  query: parseQuery(row.query),
  startedAt: row.started_at,
  durationMs: row.duration_ms,
  cached: row.cached === 1,
  revisions: row.revisions,
  credits: row.credits,
  tokensIn: row.tokens_in,
  tokensOut: row.tokens_out,
  usdProjected: row.usd_projected,
  usdActual: row.usd_actual,
  blocked: row.blocked === 1,
  resultCount: row.result_count,
});

export const fromAgentRow = (row: AgentRunRow): AgentRunRecord => ({
  queryRunId: row.query_run_id,
  node: row.node,
  durationMs: row.duration_ms,
  tokensIn: row.tokens_in,
  tokensOut: row.tokens_out,
  credits: row.credits,
  usd: row.usd,
  cacheHit: row.cache_hit === 1,
  note: row.note,
});

/** The query_runs row's values, by column (both backends); a new run gets a random id. */
export function queryRunValues(run: QueryRunInput) {
  return {
    id: run.id ?? randomUUID(),
    query: JSON.stringify(run.query),
    startedAt: run.startedAt,
    durationMs: Math.round(run.durationMs),
    cached: run.cached ? 1 : 0,
    revisions: run.revisions ?? 0,
    credits: run.credits ?? 0,
    tokensIn: run.tokensIn ?? 0,
    tokensOut: run.tokensOut ?? 0,
    usdProjected: round6(run.usdProjected ?? 0),
    usdActual: round6(run.usdActual ?? 0),
    blocked: run.blocked ? 1 : 0,
    resultCount: run.resultCount ?? 0,
  };
}

/** The agent_runs row's values, by column (both backends). */
export function agentRunValues(queryRunId: string, run: AgentRunInput) {
  return {
    queryRunId,
    node: run.node,
    durationMs: Math.round(run.durationMs),
    tokensIn: run.tokensIn ?? 0,
    tokensOut: run.tokensOut ?? 0,
    credits: run.credits ?? 0,
    usd: round6(run.usd ?? 0),
    cacheHit: run.cacheHit ? 1 : 0,
    note: run.note ?? null,
  };
}

export type TotalsRow = Record<keyof TelemetryTotals, number | null>;

/** The totals query's sums (null over no run), rounded as shown. */
export function totalsFromRow(row: TotalsRow): TelemetryTotals {
  return {
    runs: row.runs ?? 0,
    cachedRuns: row.cachedRuns ?? 0,
    blockedRuns: row.blockedRuns ?? 0,
    revisions: row.revisions ?? 0,
    credits: row.credits ?? 0,
    tokensIn: row.tokensIn ?? 0,
    tokensOut: row.tokensOut ?? 0,
    usdProjected: round6(row.usdProjected ?? 0),
    usdActual: round6(row.usdActual ?? 0),
    averageDurationMs: Math.round(row.averageDurationMs ?? 0),
  };
}

export function createTelemetryStore(options: { db: WebscoutDatabase }): TelemetryStore {
  const { db } = options;
  const upsertRun = db.prepare(
    `INSERT INTO query_runs (id, query, started_at, duration_ms, cached, revisions, credits, tokens_in, tokens_out,
       usd_projected, usd_actual, blocked, result_count)
     VALUES (@id, @query, @startedAt, @durationMs, @cached, @revisions, @credits, @tokensIn, @tokensOut,
       @usdProjected, @usdActual, @blocked, @resultCount)
     ON CONFLICT(id) DO UPDATE SET query = excluded.query, started_at = excluded.started_at,
       duration_ms = excluded.duration_ms, cached = excluded.cached, revisions = excluded.revisions,
       credits = excluded.credits, tokens_in = excluded.tokens_in, tokens_out = excluded.tokens_out,
       usd_projected = excluded.usd_projected, usd_actual = excluded.usd_actual, blocked = excluded.blocked,
       result_count = excluded.result_count`,
  );
  const insertAgent = db.prepare(
    `INSERT INTO agent_runs (query_run_id, node, duration_ms, tokens_in, tokens_out, credits, usd, cache_hit, note)
     VALUES (@queryRunId, @node, @durationMs, @tokensIn, @tokensOut, @credits, @usd, @cacheHit, @note)`,
  );
  const addAgent = (queryRunId: string, run: AgentRunInput) =>
    insertAgent.run(agentRunValues(queryRunId, run));

  const recordQueryRun = db.transaction((run: QueryRunInput): string => {
    const values = queryRunValues(run);
    upsertRun.run(values);
    for (const agent of run.agents ?? []) addAgent(values.id, agent);
    return values.id;
  });

  return {
    recordQueryRun: async (run) => recordQueryRun(run),
    async recordAgentRun({ queryRunId, ...run }) {
      addAgent(queryRunId, run);
    },
    async recentRuns(limit = 20) {
      return db
        .prepare<[number], QueryRunRow>(
          "SELECT * FROM query_runs ORDER BY started_at DESC, rowid DESC LIMIT ?",
        )
        .all(limit)
        .map(fromQueryRow);
    },
    async agentRuns(queryRunId) {
      return db
        .prepare<[string], AgentRunRow>("SELECT * FROM agent_runs WHERE query_run_id = ? ORDER BY id")
        .all(queryRunId)
        .map(fromAgentRow);
    },
    async totals() {
      const row = db
        .prepare<[], TotalsRow>(
          `SELECT COUNT(*) AS runs, SUM(cached) AS cachedRuns, SUM(blocked) AS blockedRuns,
             SUM(revisions) AS revisions, SUM(credits) AS credits, SUM(tokens_in) AS tokensIn,
             SUM(tokens_out) AS tokensOut, SUM(usd_projected) AS usdProjected, SUM(usd_actual) AS usdActual,
             AVG(duration_ms) AS averageDurationMs
           FROM query_runs`,
        )
        .get() as TotalsRow;
      return totalsFromRow(row);
    },
  };
}
