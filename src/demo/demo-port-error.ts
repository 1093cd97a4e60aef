import { WebscoutError } from "../errors/index.js";
import type { DemoSite } from "./types.js";

const OPTION: Record<DemoSite, string> = { shop: "shopPort", help: "helpPort" };
const LABEL: Record<DemoSite, string> = { shop: "shop", help: "help center" };

/** A demo host could not listen on its port, and the port does not hold a compatible running webscout demo. */
export class DemoPortError extends WebscoutError {
  readonly port: number;
  readonly site: DemoSite;

  constructor(options: { site: DemoSite; port: number; reason: string; cause?: unknown }) {
    super(
      "demo-port-unavailable",
      `cannot serve the demo ${LABEL[options.site]} on port ${options.port}: ${options.reason}`,
      {
        hint: `stop whatever uses port ${options.port}, or choose another port with the ${OPTION[options.site]} option (0 picks a free one)`,
        cause: options.cause,
      },
    );
    this.port = options.port;
    this.site = options.site;
  }
}
