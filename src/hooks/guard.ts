import { existsSync, readdirSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, relative, resolve, sep } from 'node:path';
import type { Message } from '../engine/lint.js';
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
  if (await surelyNotProtocol(abs)) return { code: 0 };
  const repo = await hookRepo(dirname(abs), HOOK);
  if (isAnswer(repo)) return isProtocolName(abs) ? repo : { code: 0 };
  const { root, config } = repo;
  const relPath = relative(root, abs).split(sep).join('/');
  if (relPath.startsWith('../') || isAbsolute(relPath)) return { code: 0 };
  const { targetsOf } = await import('../check/targets.js');
  const kind = targetsOf(config).find((t) => t.path === relPath)?.kind;
  if (!kind) return { code: 0 };

  const { protocolPathProblem, readProtocolFile } = await import('../fsutil.js');
  const notPlain = protocolPathProblem(root, relPath);
  if (notPlain) return block(`handover: this ${tool} of ${relPath} is refused: ${notPlain}.\n`); // it would write through a link
  let current: string | null = null;
  try {
    current = readProtocolFile(root, relPath)?.toString('utf8') ?? null;
  } catch (error) {
    return note(`${HOOK}: ${(error as Error).message} Let through; the pre-commit hook will check it.`);
  }
  const after = textAfter(tool, input as Payload, current);
  if (after === null) return { code: 0 };
  const [{ resolveActor }, { readAtCommit }, { checkVersions }] = await Promise.all([import('../identity.js'), import('../git/worktree.js'), import('../engine/check.js')]);
  let actor: string;
  try {
    actor = (await resolveActor({ root, config, env })).actor;
  } catch (error) {
    return block(`handover: cannot check this edit of ${relPath}: ${(error as Error).message}\n`);
  }
  const base = await readAtCommit(root, 'HEAD', relPath);
  const found = checkVersions({ kind, path: relPath, base, head: after, actor, config });
  if (!found.some(isBlocking)) return { code: 0 };
  // What is wrong already (static problems of the file as it is, and its change since HEAD) is not this edit's
  // fault; worked out only when the edit would be blocked, so a clean append costs one tail parse.
  const before: Message[][] = [];
  if (current !== null && kind !== 'append-only') {
    const [{ lintSource }, { sourceFromBytes }] = await Promise.all([import('../engine/lint.js'), import('../models/index.js')]);
    before.push(lintSource(sourceFromBytes(relPath, current), kind, config).messages);
  }
  if (current !== null && !(base !== null && Buffer.from(current, 'utf8').equals(base))) before.push(checkVersions({ kind, path: relPath, base, head: current, actor, config }));
  const introduced = newErrors(before, found);
  if (introduced.length === 0) return { code: 0 };
  const lines = introduced.map((m) => `  ${relPath}:${m.line}:${m.column}  ${m.message}  [${m.ruleId ?? 'error'}${m.docs ? `, ${m.docs}` : ''}]`);
  return block(
    `handover: this ${tool} of ${relPath} by ${actor} breaks the protocol:\n${lines.join('\n')}\n` +
      `Change only what the rules allow (see the handover block in CLAUDE.md), or use the handover command made for it ` +
      `(append, sync set, registry add).\n`,
  );
}

const isBlocking = (m: Message): boolean => m.severity === 'error' && !m.override;

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
    if (!isBlocking(m)) return false;
    const n = seen.get(key(m)) ?? 0;
    if (n > 0) {
      seen.set(key(m), n - 1);
      return false;
    }
    return true;
  });
}

/**
 * True when a path cannot be a protocol file: not a default name, and the repo's data config (if any)
 * names it under neither `files` nor `appendOnly`. Saves loading the full config and rules on every
 * edit of ordinary files; a code config (handover.config.js) always takes the full path.
 */
async function surelyNotProtocol(abs: string): Promise<boolean> {
  if (isProtocolName(abs)) return false;
  let root = dirname(abs);
  while (!existsSync(join(root, '.git')) && dirname(root) !== root) root = dirname(root);
  const rel = relative(root, abs).split(sep).join('/');
  if (rel.startsWith('../') || isAbsolute(rel)) return true;
  try {
    if (readdirSync(root).some((f) => f.startsWith('handover.config.'))) return false;
  } catch {
    return false;
  }
  for (const place of ['package.json', '.handoverrc', '.handoverrc.json', '.handoverrc.yaml', '.handoverrc.yml']) {
    const path = join(root, place);
    if (!existsSync(path)) continue;
    let raw: unknown;
    try {
      const { readIfExists } = await import('../fsutil.js');
      const text = readIfExists(path, place)?.toString('utf8') ?? ''; // never blocks on a pipe under the name
      if (place === 'package.json') raw = (JSON.parse(text) as Record<string, unknown>).handover;
      else raw = place.endsWith('.json') ? JSON.parse(text) : (await import('yaml')).parse(text);
    } catch {
      return false; // let the full load report the broken config
    }
    if (place === 'package.json' && raw === undefined) continue;
    const c = (raw ?? {}) as { files?: unknown; appendOnly?: unknown };
    const named = [...Object.values(typeof c.files === 'object' && c.files ? c.files : {}), ...(Array.isArray(c.appendOnly) ? c.appendOnly : [])];
    return !named.some((p) => typeof p === 'string' && normalize(p).split(sep).join('/') === rel);
  }
  return true;
}

/** Default protocol file names, for deciding whether a config problem is worth a note. */
function isProtocolName(abs: string): boolean {
  return /(^|[\\/])(HANDOVER\.md|SYNC\.md|PROJECT_REGISTRY\.md|\.last-processed\.md)$/.test(abs);
}

