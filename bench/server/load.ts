// One load step of bench:server, in its own process: autocannon on POST /chat (JSON) for `--duration`
// seconds with `--connections` clients. Each client holds a short conversation (a new session, then two
// follow-ups in it) and starts again, so new sessions and follow-ups mix 1:2. With `--target health` it loads
// GET /health instead: the same-run baseline of what the HTTP stack alone costs. Prints one JSON line.
// Usage: node --import tsx bench/server/load.ts --url http://127.0.0.1:3000/ --connections 16 --duration 15
//   [--target chat|health] [--amount N] (N requests, however long they take, instead of --duration seconds)
import autocannon from "autocannon";

const QUESTIONS = [
  "What is the return policy?",
  "How long does standard shipping take?",
  "Do you ship internationally?",
  "How do I track my order?",
  "Which payment methods do you accept?",
  "Can I change my order after placing it?",
  "How do I reset my password?",
  "Is there a warranty on tents?",
];
const FOLLOW_UPS = [
  "And for international orders?",
  "How much does that cost?",
  "How do I contact support about it?",
];

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

export interface LoadStepResult {
  connections: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  status429: number;
  /** Connection errors and timeouts. */
  errors: number;
  newSessions: number;
  followUps: number;
  /** CPU seconds the load generator itself used (user + system). */
  loadCpuSeconds: number;
}

interface Conversation {
  session?: string;
  topic?: number;
}

const url = flag("url") ?? "http://127.0.0.1:3000/";
const connections = Number(flag("connections") ?? 1);
const duration = Number(flag("duration") ?? 15);
const amount = flag("amount") === undefined ? undefined : Number(flag("amount"));
const target = flag("target") ?? "chat";
if (target !== "chat" && target !== "health") throw new Error("--target chat|health");
let pick = 0;
/** The first few answers other than 2xx and 429 go to stderr, so that a stray error in a run can be told apart. */
let reported = 0;
const reportUnexpected = (status: number, responseBody: string) => {
  if ((status >= 200 && status < 300) || status === 429 || reported >= 3) return;
  reported++;
  process.stderr.write(`load: HTTP ${status}: ${responseBody.slice(0, 300).replace(/\s+/g, " ")}\n`);
};
let newSessions = 0;
let followUps = 0;

const body = (question: string, session?: string) =>
  JSON.stringify(session ? { question, session } : { question });

const healthRequests: autocannon.Request[] = [{ method: "GET", path: "/health" }];

const result = await autocannon({
  url,
  connections,
  duration,
  ...(amount === undefined ? {} : { amount }),
  timeout: 120,
  requests:
    target === "health"
      ? healthRequests
      : [
          {
            method: "POST",
            path: "/chat",
            headers: { "content-type": "application/json" },
            setupRequest: (request, context: Conversation) => {
              context.topic = pick++ % QUESTIONS.length;
              context.session = undefined;
              return { ...request, body: body(QUESTIONS[context.topic] as string) };
            },
            onResponse: (status, responseBody, context: Conversation) => {
              reportUnexpected(status, responseBody);
              newSessions++;
              if (status === 200) context.session = (JSON.parse(responseBody) as { session: string }).session;
            },
          },
          ...[0, 1].map((turn) => ({
            method: "POST" as const,
            path: "/chat",
            headers: { "content-type": "application/json" },
            setupRequest: (request: autocannon.Request, context: Conversation) => {
              const question = FOLLOW_UPS[((context.topic ?? 0) + turn) % FOLLOW_UPS.length] as string;
              return { ...request, body: body(question, context.session) };
            },
            // Without a session (its first question was refused) the follow-up started a new one.
            onResponse: (status: number, responseBody: string, context: Conversation) => {
              reportUnexpected(status, responseBody);
              if (context.session) followUps++;
              else newSessions++;
            },
          })),
        ],
});

const summary: LoadStepResult = {
  connections,
  durationSeconds: amount === undefined ? duration : result.duration,
  requests: result.requests.total,
  // autocannon's average is over one-second samples, which a short --amount run may not fill.
  requestsPerSecond: amount === undefined ? result.requests.average : result.requests.total / result.duration,
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  non2xx: result.non2xx,
  status429: (result.statusCodeStats as Record<string, { count: number }> | undefined)?.["429"]?.count ?? 0,
  errors: result.errors + result.timeouts,
  newSessions,
  followUps,
  loadCpuSeconds: (() => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  })(),
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
