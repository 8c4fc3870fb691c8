#!/usr/bin/env node
import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import "../chunks/chunk-7XZO6OSN.js";

// src/cli/main.ts
import { readFileSync } from "node:fs";
var COMMANDS = {
  lint: () => import("../chunks/lint-RMFCK7F5.js"),
  check: () => import("../chunks/check-Y4GPOQH4.js"),
  append: () => import("../chunks/append-AMCLIQNU.js"),
  consume: () => import("../chunks/consume-M4MXNP7G.js"),
  sync: () => import("../chunks/sync-N3RBK4ZQ.js"),
  registry: () => import("../chunks/registry-YOQGRFDK.js"),
  status: () => import("../chunks/status-SFYUJW3L.js"),
  "merge-driver": () => import("../chunks/merge-driver-4FHOSNTE.js"),
  hook: () => import("../chunks/hook-BJGGBYM3.js"),
  init: () => import("../chunks/init-IKVLLDYU.js"),
  migrate: () => import("../chunks/migrate-MWWMZDTK.js"),
  request: () => import("../chunks/request-7H3WRSR4.js"),
  respond: () => import("../chunks/request-7H3WRSR4.js").then((m) => ({ run: m.respond })),
  forward: () => import("../chunks/request-7H3WRSR4.js").then((m) => ({ run: m.forward })),
  inbox: () => import("../chunks/inbox-E3OVWIJW.js"),
  forest: () => import("../chunks/forest-LITZVXBU.js")
};
function version() {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
  return pkg.version;
}
async function main(argv, io) {
  const [first, ...rest] = argv;
  const help = () => import("../chunks/help-BV2ZRMSR.js");
  if (first === void 0 || first === "-h" || first === "--help") {
    io.stdout.write(`${(await help()).globalHelp()}
`);
    return first === void 0 ? 2 : 0;
  }
  if (first === "-v" || first === "--version") {
    io.stdout.write(`${version()}
`);
    return 0;
  }
  if (first === "help") {
    const topic = rest[0];
    const { COMMAND_HELP, globalHelp } = await help();
    if (topic === void 0) io.stdout.write(`${globalHelp()}
`);
    else if (COMMAND_HELP[topic]) io.stdout.write(`${COMMAND_HELP[topic]}
`);
    else return fail(io, `"${topic}" is not a command; run handover --help for the list.`, 2);
    return 0;
  }
  const load = COMMANDS[first];
  if (!load) return fail(io, `"${first}" is not a command; run handover --help for the list.`, 2);
  if (rest.includes("-h") || rest.includes("--help")) {
    io.stdout.write(`${(await help()).COMMAND_HELP[first] ?? ""}
`);
    return 0;
  }
  try {
    const command = await load();
    return await command.run(rest, { ...io, version: version() });
  } catch (error) {
    const e = error;
    const [{ shown }, { fileSystemError }] = await Promise.all([import("../chunks/display-PRK47SJF.js"), import("../chunks/errors-DLXSL6GK.js")]);
    if (e.name === "CliError" && (e.exitCode === 1 || e.exitCode === 2)) return fail(io, shown(e.message), e.exitCode);
    const fsProblem = fileSystemError(e);
    if (fsProblem) return fail(io, shown(fsProblem), 2);
    if (process.env.HANDOVER_DEBUG) io.stderr.write(`${e.stack}
`);
    return fail(
      io,
      `internal error: ${shown(e.message)}. This is a bug in handover; rerun with HANDOVER_DEBUG=1 and report the output.`,
      2
    );
  }
}
function fail(io, message, code) {
  io.stderr.write(`handover: ${message}
`);
  return code;
}
var invokedDirectly = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, "/").split("/").slice(-2).join("/"));
if (invokedDirectly || process.argv[1]?.endsWith("/handover") || process.argv[1]?.endsWith("main.js")) {
  process.stdout.on("error", (e) => {
    if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  });
  main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    cwd: process.cwd(),
    env: process.env,
    version: ""
  }).then((code) => {
    process.exitCode = code;
  });
}
export {
  main
};
