import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import { readIfExists } from '../fsutil.js';
import { assembleSync, isSyncDirFile, parseDoc, type AssembledSync, type SyncPart } from '../models/index.js';
import { HISTORICAL_RULES, STATIC_RULES, ruleUrl } from '../rules/index.js';
import { checkChange, lintSource, ruleSetting, sortMessages, type Message } from './lint.js';

/**
 * Which rule a layout problem belongs to: ownership is the path (section-owner), one section per file
 * (unique-sections).
 */
const LAYOUT_RULE = {
  sections: 'sync/unique-sections',
  owner: 'sync/section-owner',
  preamble: 'sync/section-owner',
  name: 'sync/section-owner',
} as const;

/** Messages per file of a sync directory, in path order (the directory itself for what has no file). */
export type DirMessages = Map<string, Message[]>;

function push(out: DirMessages, path: string, m: Message): void {
  out.set(path, [...(out.get(path) ?? []), m]);
}

/** Moves messages about the assembled view to the file and line they come from. */
function place(view: AssembledSync, dir: string, messages: Message[], out: DirMessages): void {
  for (const m of messages) {
    const at = view.locate(m.line);
    if (!at) {
      push(out, dir, { ...m, line: 1, column: 1, endLine: undefined, endColumn: undefined });
      continue;
    }
    const end = m.endLine !== undefined ? view.locate(m.endLine) : null;
    const moved: Message = { ...m, line: at.line };
    if (end && end.path === at.path) moved.endLine = end.line;
    else {
      delete moved.endLine;
      delete moved.endColumn;
    }
    push(out, at.path, moved);
  }
}

function layoutMessages(view: AssembledSync, config: Config, out: DirMessages): void {
  for (const p of view.layout) {
    const id = LAYOUT_RULE[p.kind];
    const rule = [...STATIC_RULES, ...HISTORICAL_RULES].find((r) => r.id === id)!;
    const { severity } = ruleSetting(rule, config);
    if (severity === 'off') continue;
    push(out, p.path, {
      ruleId: id,
      severity: severity === 'warn' ? 'warning' : 'error',
      message: p.message,
      line: p.line,
      column: 1,
      docs: ruleUrl(id),
    });
  }
  // The view holds these files as Markdown reads them, and the view's rules judge them; here only their encoding.
  for (const bad of view.unreadable)
    for (const m of lintSource(bad, 'sync', config).messages)
      if (m.ruleId === 'protocol/encoding') push(out, bad.path, m);
}

/** The static rules over a sync directory's assembled view, plus its layout, reported per file. */
export function lintSyncDir(dir: string, parts: SyncPart[], config: Config): DirMessages {
  const out: DirMessages = new Map();
  const view = assembleSync(dir, parts);
  layoutMessages(view, config, out);
  place(view, dir, lintSource(view.source, 'sync', config).messages, out);
  for (const [k, v] of out) out.set(k, sortMessages(v));
  return out;
}

/**
 * A change to a sync directory (base files → head files) by an actor: the static rules on the new view and
 * the historical ones (an agent adds, changes or removes only its own section, so only its own file) from the
 * old view to the new. `base: null` is no directory before (a first commit); `actor: null` runs static rules only.
 */
export interface SyncDirChange {
  dir: string;
  /** The files before (null: no directory before, a first commit). */
  base: SyncPart[] | null;
  head: SyncPart[];
  /** Who made the change; null runs the static rules only. */
  actor: string | null;
  config: Config;
}

export function checkSyncDir(change: SyncDirChange): DirMessages {
  const { dir, base, head, actor, config } = change;
  const out = lintSyncDir(dir, head, config);
  if (actor === null) return out;
  const headView = assembleSync(dir, head);
  const baseView = base ? assembleSync(dir, base) : null;
  const headDoc = parseDoc('sync', headView.source);
  const baseDoc = baseView ? parseDoc('sync', baseView.source) : null;
  const historical: DirMessages = new Map();
  place(headView, dir, checkChange('sync', baseDoc, headDoc, actor, config), historical);
  for (const [k, v] of historical) out.set(k, sortMessages([...(out.get(k) ?? []), ...v]));
  return out;
}

/** The directory's files in the working tree (symbolic links and other non-files are left out). */
export function syncDirOnDisk(root: string, dir: string): SyncPart[] {
  let names: string[];
  try {
    names = readdirSync(join(root, dir));
  } catch {
    return [];
  }
  const out: SyncPart[] = [];
  for (const name of names.sort()) {
    const path = `${dir}${name}`;
    if (!isSyncDirFile(dir, path)) continue;
    const abs = join(root, path);
    const st = lstatSync(abs);
    if (st.isSymbolicLink()) {
      out.push({ path, bytes: '', notAFile: 'a symbolic link' });
      continue;
    }
    if (!st.isFile()) continue;
    const bytes = readIfExists(abs, path);
    if (bytes) out.push({ path, bytes });
  }
  return out;
}

/** Whether two sets of files are the same bytes under the same names. */
export function sameParts(a: SyncPart[], b: SyncPart[]): boolean {
  if (a.length !== b.length) return false;
  const m = new Map(a.map((p) => [p.path, p]));
  return b.every((p) => {
    const q = m.get(p.path);
    return q !== undefined && q.notAFile === p.notAFile && Buffer.from(q.bytes).equals(Buffer.from(p.bytes));
  });
}
