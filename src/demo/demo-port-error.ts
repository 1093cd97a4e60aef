import { WebscoutError } from "../errors/index.js";

/** A demo site could not listen on its port, and the port does not hold a compatible running webscout demo. */
export class DemoPortError extends WebscoutError {
  readonly port: number;
  /** The site's key, e.g. "shop", "help" or "jazz". */
  readonly site: string;

  constructor(options: {
    site: string;
    /** The site in the message, e.g. "demo help center" or 'demo event site "jazz"'. */
    siteLabel: string;
    port: number;
    /** The option that chooses the port, named in the hint, e.g. "helpPort" or "basePort". */
    portOption: string;
    reason: string;
    cause?: unknown;
  }) {
    super(
      "demo-port-unavailable",
      `cannot serve the ${options.siteLabel} on port ${options.port}: ${options.reason}`,
      {
        hint: `stop whatever uses port ${options.port}, or choose another port with the ${options.portOption} option (0 picks a free one)`,
        cause: options.cause,
      },
    );
    this.port = options.port;
    this.site = options.site;
  }
}
