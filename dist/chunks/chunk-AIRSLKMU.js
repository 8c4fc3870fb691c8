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

export {
  parseCommandArgs,
  workDir,
  useColor,
  pickFormat
};
