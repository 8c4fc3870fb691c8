import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  RULE_IDS,
  RULE_OPTIONS
} from "./chunk-G3N7XG6V.js";
import {
  validateConfig
} from "./chunk-OKURYWCG.js";
import {
  CliError
} from "./chunk-L5OYBLGY.js";

// src/config/load.ts
import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createRequire } from "node:module";
var DATA_PLACES = ["package.json", ".handoverrc", ".handoverrc.json", ".handoverrc.yaml", ".handoverrc.yml"];
var CODE_PLACES = ["handover.config.js", "handover.config.mjs", "handover.config.cjs"];
function findRoot(cwd) {
  let dir = resolve(cwd);
  for (; ; ) {
    if (existsSync(join(dir, ".git"))) return dir;
    const up = dirname(dir);
    if (up === dir) return resolve(cwd);
    dir = up;
  }
}
async function loadConfig(root, options = { trusted: true }) {
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new CliError(`${root} is not a directory; pass an existing folder to --cwd.`, 2);
  const { cosmiconfig } = (await import("./dist-63WIBUGG.js")).default;
  const searchPlaces = options.trusted ? [...DATA_PLACES, ...CODE_PLACES] : DATA_PLACES;
  const explorer = cosmiconfig("handover", { searchPlaces, searchStrategy: "none", cache: false });
  let found;
  try {
    found = await explorer.search(root);
  } catch (error) {
    const e = error;
    throw new CliError(`Could not read the handover config${e.filepath ? ` ${e.filepath}` : ""}: ${e.message.split("\n")[0]}. Fix the file and run again.`, 2);
  }
  return validateConfig(found?.config ?? null, found?.filepath ?? null, RULE_IDS, RULE_OPTIONS);
}
function configFromText(name, text) {
  let raw;
  try {
    if (name.endsWith("package.json")) raw = JSON.parse(text).handover ?? null;
    else if (name.endsWith(".json")) raw = JSON.parse(text);
    else raw = createRequire(import.meta.url)("../vendor/yaml.cjs").parse(text);
  } catch (error) {
    throw new CliError(`${name}: not valid ${name.endsWith(".json") ? "JSON" : "YAML"} (${error.message.split("\n")[0]}). Fix the file and run again.`, 2);
  }
  return validateConfig(raw, name, RULE_IDS, RULE_OPTIONS);
}

export {
  DATA_PLACES,
  CODE_PLACES,
  findRoot,
  loadConfig,
  configFromText
};
