import { CliError } from '../errors.js';

const SHA = /^[0-9a-f]{4,64}$/i;
/** A `~N` / `^N` suffix chain, as in `HEAD~2^1`. */
const SUFFIX = /(?:[~^]\d*)+$/;
// git check-ref-format: no control characters, space, ~ ^ : ? * [ \ ; no "..", "@{", "//"; no part starting with "."
// or ending with ".lock"; not ending in "/" or ".". We are stricter still: only characters a branch name needs.
const NAME_CHARS = /^[A-Za-z0-9._/@+-]+$/;

/**
 * Checks a ref given by a user or a file before it reaches git: never an option, always plain ref syntax
 * (a branch, tag, remote branch or sha, optionally with ~N/^N suffixes). Returns the ref unchanged.
 */
export function checkRef(ref: string, what = 'ref'): string {
  const bad = (why: string): never => {
    throw new CliError(
      `The ${what} "${printable(ref)}" ${why}; give a branch, tag or commit sha such as origin/main or HEAD~3.`,
      2,
    );
  };
  if (ref === '') bad('is empty');
  if (ref.startsWith('-')) bad('starts with "-", so git would read it as an option');
  if (SHA.test(ref)) return ref;
  const name = ref.replace(SUFFIX, '');
  if (name === '' || !NAME_CHARS.test(name)) bad('is not valid ref syntax');
  if (name.includes('..') || name.includes('@{') || name.includes('//')) bad('is not valid ref syntax');
  if (name.endsWith('/') || name.endsWith('.') || name.startsWith('/')) bad('is not valid ref syntax');
  if (name !== '@' && name.split('/').some((part) => part.startsWith('.') || part.endsWith('.lock') || part === ''))
    bad('is not valid ref syntax');
  if (ref.length > 255) bad('is too long');
  return ref;
}

/** Splits `BASE..HEAD` (HEAD defaults to `HEAD`) into two checked refs. */
export function parseRange(range: string): { base: string; head: string } {
  const at = range.indexOf('..');
  if (range.startsWith('-')) checkRef(range, 'range');
  if (at === -1)
    throw new CliError(
      `--range "${printable(range)}" is not a range; write BASE..HEAD, e.g. --range origin/main..HEAD.`,
      2,
    );
  if (range[at + 2] === '.')
    throw new CliError(
      `--range "${printable(range)}" uses "...", which git reads as a symmetric difference; write BASE..HEAD with ` +
        `two dots.`,
      2,
    );
  const base = range.slice(0, at);
  const head = range.slice(at + 2) || 'HEAD';
  if (base === '')
    throw new CliError(
      `--range "${printable(range)}" has no base; write BASE..HEAD, e.g. --range origin/main..HEAD.`,
      2,
    );
  return { base: checkRef(base, 'range base'), head: checkRef(head, 'range head') };
}

/**
 * Checks a repo-relative path before it reaches git: relative, no "..", no control characters, `/`-separated.
 * Git receives it after `--` with literal pathspecs, so `:(magic)` and globs mean nothing.
 */
export function checkPath(path: string): string {
  const p = path.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
  if (
    p === '' ||
    p.startsWith('/') ||
    /^[A-Za-z]:/.test(p) ||
    p.split('/').includes('..') ||
    /[\u0000-\u001f\u007f]/.test(p)
  ) {
    throw new CliError(
      `The path "${printable(path)}" is not a file inside the repository; use a relative path without "..".`,
      2,
    );
  }
  return p;
}

/** A string with control characters made visible, for messages. */
export function printable(s: string): string {
  return s.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
