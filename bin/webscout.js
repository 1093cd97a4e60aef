#!/usr/bin/env node
// Entry point installed as the `webscout` bin; the compiled CLI lives in dist/.
import { main } from "../dist/cli/main.js";

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`webscout: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
