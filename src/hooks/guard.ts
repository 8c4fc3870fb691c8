import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { checkVersions } from '../engine/check.js';
import { lintSource, type Message } from '../engine/lint.js';
import { readAtCommit } from '../git/worktree.js';
import { resolveActor } from '../identity.js';
import { sourceFromBytes, type DocKind } from '../models/index.js';
import { EDIT_TOOLS, textAfter } from './edit.js';
import { note, str, type HookAnswer, type Payload } from './payload.js';
import { hookRepo, isAnswer } from './repo.js';

const HOOK = 'claude-pre-tool-use';

/**
 * The PreToolUse guard: computes a protocol file's text after an Edit, Write or MultiEdit and runs
 * the static and historical rules against the committed version with this repo's agent as actor.
 * Blocks (exit 2, reason on stderr) only for errors the edit introduces; anything else passes.
 */
export async function guardToolUse(payload: Payload, fallbackCwd: string, env: NodeJS.ProcessEnv): Promise<HookAnswer> {
  const tool = str(payload.tool_name);
  if (!tool || !EDIT_TOOLS.has(tool)) return { code: 0 };
  const input = payload.tool_input;
  if (typeof input !== 'object' || input === null) return note(`${HOOK}: the ${tool} input has no tool_input; let through.`);
  const filePath = str((input as Payload).file_path);
  if (!filePath) return note(`${HOOK}: the ${tool} input has no file_path; let through.`);
  const abs = resolve(str(payload.cwd) ?? fallbackCwd, filePath);
  const repo = await hookRepo(dirname(abs), HOOK);
  if (isAnswer(repo)) return isProtocolName(abs) ? repo : { code: 0 };
  const { root, config } = repo;
  const relPath = relative(root, abs).split(sep).join('/');
  if (relPath.startsWith('../') || isAbsolute(relPath)) return { code: 0 };
  const kind = (Object.keys(config.files) as DocKind[]).find((k) => config.files[k].split(sep).join('/') === relPath);
  const appendOnly = config.appendOnly.some((p) => p.split(sep).join('/') === relPath);
  if (!kind && !appendOnly) return { code: 0 };

  let current: string | null = null;
  try {
    current = existsSync(abs) ? readFileSync(abs, 'utf8') : null;
  } catch (error) {
    return note(`${HOOK}: cannot read ${relPath} (${(error as NodeJS.ErrnoException).code}); let through, the pre-commit hook will check it.`);
  }
  const after = textAfter(tool, input as Payload, current);
  if (after === null) return { code: 0 };
  let actor: string;
  try {
    actor = (await resolveActor({ root, config, env })).actor;
  } catch (error) {
    return block(`handover: cannot check this edit of ${relPath}: ${(error as Error).message}\n`);
  }
  const base = await readAtCommit(root, 'HEAD', relPath);
  if (appendOnly && base !== null && !Buffer.from(after, 'utf8').subarray(0, base.length).equals(base)) {
    return block(`handover: ${relPath} is an append-only log (appendOnly in the config): its committed text must stay as it is, with new text only after it. Add to the end instead.\n`);
  }
  if (!kind) return { code: 0 };
  // What is wrong already (static problems of the file as it is, and its change since HEAD) is not this edit's fault.
  const before = current === null ? [] : [lintSource(sourceFromBytes(relPath, current), kind, config).messages, checkVersions({ kind, path: relPath, base, head: current, actor, config })];
  const introduced = newErrors(before, checkVersions({ kind, path: relPath, base, head: after, actor, config }));
  if (introduced.length === 0) return { code: 0 };
  const lines = introduced.map((m) => `  ${relPath}:${m.line}:${m.column}  ${m.message}  [${m.ruleId ?? 'error'}${m.docs ? `, ${m.docs}` : ''}]`);
  return block(
    `handover: this ${tool} of ${relPath} by ${actor} breaks the protocol:\n${lines.join('\n')}\n` +
      `Change only what the rules allow (see the handover block in CLAUDE.md), or use the handover command made for it ` +
      `(append, sync set, registry add).\n`,
  );
}

function block(stderr: string): HookAnswer {
  return { code: 2, stderr };
}

/** Errors in `after` that no list in `before` (the file as it is now) already has: an edit is judged by what it breaks. */
function newErrors(before: Message[][], after: Message[]): Message[] {
  const key = (m: Message) => `${m.ruleId}\0${m.message}`;
  const seen = new Map<string, number>();
  for (const list of before) {
    const counts = new Map<string, number>();
    for (const m of list) if (m.severity === 'error') counts.set(key(m), (counts.get(key(m)) ?? 0) + 1);
    for (const [k, n] of counts) seen.set(k, Math.max(n, seen.get(k) ?? 0));
  }
  return after.filter((m) => {
    if (m.severity !== 'error' || m.override) return false;
    const n = seen.get(key(m)) ?? 0;
    if (n > 0) {
      seen.set(key(m), n - 1);
      return false;
    }
    return true;
  });
}

/** Default protocol file names, for deciding whether a config problem is worth a note. */
function isProtocolName(abs: string): boolean {
  return /(^|[\\/])(HANDOVER\.md|SYNC\.md|PROJECT_REGISTRY\.md|\.last-processed\.md)$/.test(abs);
}

