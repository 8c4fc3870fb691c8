import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/cli/io.ts
import { parseArgs } from "node:util";
import { resolve } from "node:path";
var COMMON_OPTIONS = {
  cwd: { type: "string" },
  format: { type: "string" },
  help: { type: "boolean", short: "h" }
};
function parseCommandArgs(command, args, options, allowPositionals = true) {
  try {
    return parseArgs({ args, options: { ...COMMON_OPTIONS, ...options }, allowPositionals, strict: true });
  } catch (error) {
    throw new CliError(
      `${error.message.replace(/\. To specify a positional.*$/s, "")}; run handover help ${command} for usage.`,
      2
    );
  }
}
function workDir(io, cwd) {
  return cwd ? resolve(io.cwd, cwd) : io.cwd;
}
function useColor(io) {
  if (io.env.NO_COLOR) return false;
  if (io.env.FORCE_COLOR && io.env.FORCE_COLOR !== "0") return true;
  return Boolean(io.stdout.isTTY);
}
function pickFormat(value, allowed, fallback) {
  if (value === void 0) return fallback;
  if (!allowed.includes(value))
    throw new CliError(`--format must be one of ${allowed.join(", ")}, not "${value}".`, 2);
  return value;
}
function maxWarnings(raw) {
  if (raw === void 0) return -1;
  if (!/^-?\d+$/.test(raw.trim()) || Number(raw) < -1)
    throw new CliError(`--max-warnings must be a whole number (-1 for no limit), not "${raw}".`, 2);
  return Number(raw);
}
function lintExitCode(results, max, io) {
  if (results.some((r) => r.errorCount > 0)) return 1;
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  if (max < 0 || warnings <= max) return 0;
  io.stderr.write(
    `handover: ${warnings} warning${warnings === 1 ? "" : "s"}, more than --max-warnings ${max} allows; fix them, or record the ones already there with handover baseline.
`
  );
  return 1;
}
function joinNegativeValue(args, flag) {
  const out = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === flag && /^-\d+$/.test(args[i + 1] ?? "")) out.push(`${flag}=${args[++i]}`);
    else out.push(args[i]);
  }
  return out;
}

export {
  parseCommandArgs,
  workDir,
  useColor,
  pickFormat,
  maxWarnings,
  lintExitCode,
  joinNegativeValue
};
