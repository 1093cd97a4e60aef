// Ambient declarations for the browser bundles (esbuild provides both at build time).

/** CSS files imported as strings (esbuild's text loader): the widget puts them in its shadow root. */
declare module "*.css" {
  const text: string;
  export default text;
}

/** The package version, substituted by scripts/build-ui.mjs. */
declare const __WEBSCOUT_VERSION__: string;
