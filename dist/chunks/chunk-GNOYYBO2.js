import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-SOISCQTY.js";

// fs-by-require:src/package.ts
var require_package = __commonJS({
  "fs-by-require:src/package.ts"(exports, module) {
    module.exports = __require("node:fs");
  }
});

// src/package.ts
var import_node_fs = __toESM(require_package(), 1);
var PACKAGE_ROOT = new URL(
  /\/dist\/[^/]+\/[^/]+\.js$/.test(import.meta.url) ? "../../" : "../",
  import.meta.url
);
var cache;
function packageInfo() {
  if (cache) return cache;
  try {
    const pkg = JSON.parse((0, import_node_fs.readFileSync)(new URL("package.json", PACKAGE_ROOT), "utf8"));
    cache = {
      version: pkg.version ?? "0.0.0",
      repository: typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url,
      homepage: pkg.homepage
    };
  } catch {
    cache = { version: "0.0.0" };
  }
  return cache;
}
function repoSlug() {
  const m = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:#.*)?$/.exec(packageInfo().repository ?? "");
  return m ? `${m[1]}/${m[2]}` : null;
}
var RELEASE_REF = "main";

export {
  PACKAGE_ROOT,
  packageInfo,
  repoSlug,
  RELEASE_REF
};
