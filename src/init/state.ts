import { join } from 'node:path';
import type { Config } from '../config/schema.js';
import { lintBytes } from '../engine/lint.js';
import { readIfExists } from '../fsutil.js';
import { migrate, MigrateError } from '../migrate/index.js';
import type { DocKind } from '../models/index.js';
import { shellQuote } from './templates.js';

const arg = (s: string) => (/^[A-Za-z0-9._/-]+$/.test(s) ? s : shellQuote(s));

/** The state of one protocol file init keeps: clean, or its problems and the command that fixes them. */
export interface FileState {
  path: string;
  kind: DocKind;
  state: 'clean' | 'problems';
  /** Errors and warnings `handover lint` reports. */
  problems: number;
  errors: number;
  warnings: number;
  /**
   * The command to run: `handover migrate --write FILE` when a migration clears the errors, else `handover lint FILE`.
   */
  fix?: string;
  /** What the migration would leave, when it does not clear everything. */
  note?: string;
  /** Left alone by the config (`ignore`): read by nothing and guarded by nothing until it is read. */
  ignored?: boolean;
}

/** Lints each file (and, when it has errors, tries its migration) to tell the user where they stand. */
export function fileStates(root: string, kinds: DocKind[], config: Config): FileState[] {
  const out: FileState[] = [];
  for (const kind of kinds) {
    const rel = config.files[kind];
    if (rel.endsWith('/')) continue;
    const bytes = readIfExists(join(root, rel), rel);
    if (bytes === null) continue;
    const state = fileState({ rel, kind, bytes, config });
    // a file the config leaves alone: its state says what would bring it under the guard
    out.push(config.ignore.includes(rel) ? { ...state, ignored: true } : state);
  }
  return out;
}

/** One file's state: clean, or its problems and the command that fixes them. */
function fileState(o: { rel: string; kind: DocKind; bytes: Buffer; config: Config }): FileState {
  const { rel, kind, bytes, config } = o;
  const count = (text: Uint8Array | string) => {
    const ms = lintBytes(rel, text, kind, config).messages;
    const errors = ms.filter((m) => m.severity === 'error').length;
    return { errors, warnings: ms.length - errors };
  };
  const { errors, warnings } = count(bytes);
  const base: FileState = {
    path: rel,
    kind,
    state: errors + warnings ? 'problems' : 'clean',
    problems: errors + warnings,
    errors,
    warnings,
  };
  if (errors + warnings === 0) return base;
  if (errors === 0 || (kind !== 'handover' && kind !== 'sync')) return { ...base, fix: `handover lint ${arg(rel)}` };
  let fix = `handover lint ${arg(rel)}`;
  let note: string | undefined;
  try {
    const m = migrate(bytes.toString('utf8'), kind, { what: rel }, config);
    const after = m.changed ? count(m.text) : null;
    if (after && after.errors < errors) {
      fix = `handover migrate --write ${arg(rel)}`;
      if (after.errors)
        note =
          `${after.errors} error${after.errors === 1 ? '' : 's'} would remain after the migration; handover ` +
          `lint shows them`;
    }
  } catch (error) {
    if (!(error instanceof MigrateError)) throw error;
    note = `handover migrate cannot convert it: ${error.message}`;
  }
  return { ...base, fix, ...(note ? { note } : {}) };
}

/** One line per file for init's text report. */
export function describeState(s: FileState): string {
  const alone = s.ignored ? '; left alone (ignore): nothing guards it until it is read' : '';
  if (s.state === 'clean') return `${s.path}  clean${alone}`;
  const what =
    `${s.problems} problem${s.problems === 1 ? '' : 's'} (${s.errors} error${s.errors === 1 ? '' : 's'}, ` +
    `${s.warnings} warning${s.warnings === 1 ? '' : 's'})`;
  return `${s.path}  ${what}; fix: ${s.fix}${s.note ? ` (${s.note})` : ''}${alone}`;
}
