// The bench's load balancer: a tiny node:http proxy in the bench process that sends each request to the next
// replica in turn (round-robin per request, so one conversation's questions move between replicas), with
// keep-alive connections to the replicas. It stands in front of every combination, one replica included, so its
// small cost is the same in every row. A client that goes away cancels its request upstream, as a load balancer
// does (the replica then cancels the question): otherwise the questions a load step left in the queues when it
// stopped would keep the replicas busy through the next step. A request that meets a kept-alive connection the
// replica has just closed as idle is sent again once (it never reached the replica).
import { Agent, type ClientRequest, createServer, request as httpRequest } from "node:http";

export interface RoundRobinProxy {
  url: string;
  /** Requests in flight (sent upstream, not yet answered or cancelled). */
  readonly inFlight: number;
  /** Resolves once no request is in flight, or after `timeoutMs` (default 60 s): false then. */
  idle(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export async function startRoundRobinProxy(options: { targets: string[] }): Promise<RoundRobinProxy> {
  if (options.targets.length === 0) throw new Error("the proxy needs at least one target");
  const targets = options.targets.map((target) => new URL(target));
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  let next = 0;
  let inFlight = 0;
  const server = createServer((request, response) => {
    const target = targets[next++ % targets.length] as URL;
    inFlight++;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      inFlight--;
    };
    let upstream: ClientRequest | undefined;
    // The body is read whole first (a question is small), so that a request can be sent again.
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    const forward = (mayRetry: boolean) => {
      if (settled) return; // the client left already
      const sent = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
          agent,
        },
        (reply) => {
          response.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(response);
        },
      );
      upstream = sent;
      sent.on("error", (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the replica closed as idle just as it was reused: the request never reached
        // the replica, so it goes again once on a new connection (what Node's docs advise for reusedSocket).
        if (mayRetry && sent.reusedSocket && error.code === "ECONNRESET" && !response.headersSent) {
          forward(false);
          return;
        }
        if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain" });
        response.end(`proxy: ${error.message}`);
      });
      sent.end(Buffer.concat(chunks));
    };
    request.on("end", () => forward(true));
    response.on("close", () => {
      // Closed before the whole answer went out: the client left, so the replica need not finish the question.
      if (!response.writableFinished) upstream?.destroy();
      settle();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/`,
    get inFlight() {
      return inFlight;
    },
    async idle(timeoutMs = 60_000) {
      const deadline = performance.now() + timeoutMs;
      while (inFlight > 0) {
        if (performance.now() > deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return true;
    },
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
