// The part of autocannon's API bench:server uses (the package ships no types).
declare module "autocannon" {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      // biome-ignore lint/suspicious/noExplicitAny: autocannon passes a per-connection context of any shape.
      setupRequest?: (request: Request, context: any) => Request | undefined;
      // biome-ignore lint/suspicious/noExplicitAny: as above.
      onResponse?: (status: number, body: string, context: any, headers: Record<string, string>) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Requests to make before ending; overrides `duration`. */
      amount?: number;
      timeout?: number;
      requests?: Request[];
    }
    interface Histogram {
      average: number;
      total: number;
      p50: number;
      p99: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      errors: number;
      timeouts: number;
      statusCodeStats?: Record<string, { count: number }>;
      /** Seconds the run took. */
      duration: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
