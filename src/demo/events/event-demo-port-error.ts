import { WebscoutError } from "../../errors/index.js";
import type { EventSiteKey } from "./fixture-types.js";

/** An event demo site could not listen on its port, and the port does not hold a compatible running demo. */
export class EventDemoPortError extends WebscoutError {
  readonly port: number;
  readonly site: EventSiteKey;

  constructor(options: { site: EventSiteKey; port: number; reason: string; cause?: unknown }) {
    super(
      "event-demo-port-unavailable",
      `cannot serve the demo event site "${options.site}" on port ${options.port}: ${options.reason}`,
      {
        hint: `stop whatever uses port ${options.port}, or choose other ports with the basePort option (0 picks free ones)`,
        cause: options.cause,
      },
    );
    this.port = options.port;
    this.site = options.site;
  }
}
