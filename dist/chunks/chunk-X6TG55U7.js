import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/git/refs.ts
var SHA = /^[0-9a-f]{4,64}$/i;
var SUFFIX = /(?:[~^]\d*)+$/;
var NAME_CHARS = /^[A-Za-z0-9._/@+-]+$/;
function checkRef(ref, what = "ref") {
  const bad = (why) => {
    throw new CliError(
      `The ${what} "${printable(ref)}" ${why}; give a branch, tag or commit sha such as origin/main or HEAD~3.`,
      2
    );
  };
  if (ref === "") bad("is empty");
  if (ref.startsWith("-")) bad('starts with "-", so git would read it as an option');
  if (SHA.test(ref)) return ref;
  const name = ref.replace(SUFFIX, "");
  if (name === "" || !NAME_CHARS.test(name)) bad("is not valid ref syntax");
  if (name.includes("..") || name.includes("@{") || name.includes("//")) bad("is not valid ref syntax");
  if (name.endsWith("/") || name.endsWith(".") || name.startsWith("/")) bad("is not valid ref syntax");
  if (name !== "@" && name.split("/").some((part) => part.startsWith(".") || part.endsWith(".lock") || part === ""))
    bad("is not valid ref syntax");
  if (ref.length > 255) bad("is too long");
  return ref;
}
function parseRange(range) {
  const at = range.indexOf("..");
  if (range.startsWith("-")) checkRef(range, "range");
  if (at === -1)
    throw new CliError(
      `--range "${printable(range)}" is not a range; write BASE..HEAD, e.g. --range origin/main..HEAD.`,
      2
    );
  if (range[at + 2] === ".")
    throw new CliError(
      `--range "${printable(range)}" uses "...", which git reads as a symmetric difference; write BASE..HEAD with two dots.`,
      2
    );
  const base = range.slice(0, at);
  const head = range.slice(at + 2) || "HEAD";
  if (base === "")
    throw new CliError(
      `--range "${printable(range)}" has no base; write BASE..HEAD, e.g. --range origin/main..HEAD.`,
      2
    );
  return { base: checkRef(base, "range base"), head: checkRef(head, "range head") };
}
function checkPath(path) {
  const p = path.replace(/\\/g, "/").replace(/^(\.\/)+/, "");
  if (p === "" || p.startsWith("/") || /^[A-Za-z]:/.test(p) || p.split("/").includes("..") || /[\u0000-\u001f\u007f]/.test(p)) {
    throw new CliError(
      `The path "${printable(path)}" is not a file inside the repository; use a relative path without "..".`,
      2
    );
  }
  return p;
}
function printable(s) {
  return s.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

export {
  checkRef,
  parseRange,
  checkPath,
  printable
};
