// The bundled demo: a fictional outdoor store (Northwind Outfitters) and its help center, served on loopback.
export { DEMO_LANDMARKS } from "./demo-landmarks.js";
export { DemoPortError } from "./demo-port-error.js";
export {
  DEMO_CONTENT_VERSION,
  DEMO_MARKER_PATH,
  type DemoMarker,
  type DemoResponse,
  demoPages,
  routeDemoRequest,
} from "./demo-routes.js";
export {
  DEFAULT_DEMO_HELP_PORT,
  DEFAULT_DEMO_SHOP_PORT,
  type DemoRequestRecord,
  type DemoSites,
  type StartDemoSitesOptions,
  startDemoSites,
} from "./demo-server.js";
export type { DemoLink, DemoOrigins, DemoPage, DemoSite } from "./types.js";
