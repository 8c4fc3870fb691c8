import type { Config } from '../config/schema.js';
import type { CheckKind } from '../engine/check.js';
import { toResult, type FileResult, type Message } from '../engine/lint.js';
import type { DocKind } from '../models/index.js';
import { checkPath } from '../git/refs.js';

/** A file `check` watches: a protocol file or one of the config's `appendOnly` files. */
export interface Target {
  path: string;
  kind: CheckKind;
}

/** The protocol files and append-only files a config names, each once, as `/`-separated repo paths. */
export function targetsOf(config: Config): Target[] {
  const seen = new Set<string>();
  const out: Target[] = [];
  const add = (path: string, kind: CheckKind) => {
    const p = checkPath(path);
    if (!seen.has(p)) { seen.add(p); out.push({ path: p, kind }); }
  };
  for (const [kind, path] of Object.entries(config.files) as [DocKind, string][]) add(path, kind);
  for (const path of config.appendOnly) add(path, 'append-only');
  return out;
}

/** A blob under a protocol name that git does not store as a regular file (a symlink, a submodule). */
export function notAFile(path: string, mode: string): Message {
  const what = mode === '120000' ? 'a symbolic link' : mode === '160000' ? 'a submodule' : `an entry of mode ${mode}`;
  return { ruleId: null, severity: 'error', message: `${path} is ${what} in git, not a regular file; protocol files must be plain files — replace it with the file itself`, line: 1, column: 1 };
}

/** Gathers messages per file into results, in the order of the targets, leaving out files with none. */
export function resultsOf(targets: Target[], messages: Map<string, Message[]>): FileResult[] {
  return targets
    .filter((t) => (messages.get(t.path) ?? []).length > 0)
    .map((t) => toResult(t.path, t.kind === 'append-only' ? null : t.kind, messages.get(t.path)!));
}
