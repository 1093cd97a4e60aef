import { WebscoutError } from "./webscout-error.js";

/** The SSRF guard refused a URL: its host is, or resolves to, an address webscout must not reach. */
export class BlockedAddressError extends WebscoutError {
  readonly url: string;
  readonly address?: string;
  /** The address class that was refused, e.g. "loopback", "private", "linkLocal", "metadata". */
  readonly range: string;

  constructor(options: { url: string; address?: string; range: string }) {
    super(
      "blocked-address",
      `refused ${options.url}: ${options.address ?? "its host"} is a ${options.range} address`,
      {
        hint:
          options.range === "linkLocal" || options.range === "metadata"
            ? "pass --allow-link-local to reach link-local or cloud metadata addresses (--allow-private-network does not cover them)"
            : "pass --allow-private-network to reach loopback or private hosts you trust",
      },
    );
    this.url = options.url;
    this.address = options.address;
    this.range = options.range;
  }
}
