export { CONFIG_FIELDS, type ConfigFieldName, type WebscoutConfig } from "./config-fields.js";
export { loadConfig, publicConfig } from "./load-config.js";
