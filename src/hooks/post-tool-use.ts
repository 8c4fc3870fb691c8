import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { oneLine } from '../display.js';
import type { Message } from '../engine/lint.js';
import { findingLines, newErrors, sessionActor } from './guard.js';
import { block, note, sessionDir, str, type HookAnswer, type Payload } from './payload.js';
import { hookRepo, isAnswer } from './repo.js';
import { readSession, writeSession } from './session.js';

const HOOK = 'claude-post-tool-use';
/** Shell tools: what they write cannot be known before they run, so their effect is checked after. */
export const SHELL_TOOLS = new Set(['Bash', 'PowerShell']);
const MAX_DIFF_LINES = 60;

/**
 * PostToolUse on shell commands: compares every protocol file of the session's project (and of the
 * repo the command ran in) with HEAD as the guard would, and when the command broke a rule tells the
 * agent (exit 2, which Claude Code shows to the model) exactly what to put back. A file state already
 * checked in this session is not checked again, so an untouched repo costs one hash per file.
 */
export async function postToolUse(payload: Payload, fallbackCwd: string, env: NodeJS.ProcessEnv): Promise<HookAnswer> {
  const tool = str(payload.tool_name);
  if (!tool || !SHELL_TOOLS.has(tool)) return { code: 0 };
  const project = sessionDir(payload, env, fallbackCwd);
  const { findRoot } = await import('../config/load.js');
  const projectRoot = findRoot(project);
  const roots = [...new Set([projectRoot, ...(str(payload.cwd) ? [findRoot(str(payload.cwd)!)] : [])])];
  const sessionId = str(payload.session_id);
  const session = await readSession(projectRoot, sessionId);
  const seen: Record<string, string> = { ...(session.seen ?? {}) };
  const reports: string[] = [];
  for (const root of roots) {
    if (!existsSync(join(root, '.git'))) continue;
    const repo = await hookRepo(root, HOOK);
    if (isAnswer(repo)) continue;
    const { config } = repo;
    const [{ targetsOf }, { readAtCommit, diffFromHead }, { checkVersions }] = await Promise.all([
      import('../check/targets.js'),
      import('../git/worktree.js'),
      import('../engine/check.js'),
    ]);
    let actor: string | null = null;
    for (const t of targetsOf(config)) {
      const abs = join(root, t.path);
      let now: Buffer | null;
      try {
        now = existsSync(abs) ? readFileSync(abs) : null;
      } catch {
        continue;
      }
      const key = `${root}\0${t.path}`;
      const digest = now === null ? 'absent' : createHash('sha256').update(now).digest('hex');
      if (seen[key] === digest) continue;
      seen[key] = digest;
      const base = await readAtCommit(root, 'HEAD', t.path);
      if (base === null ? now === null : now !== null && base.equals(now)) continue;
      if (actor === null) {
        try {
          actor = await sessionActor(project, root, config, env);
        } catch (error) {
          return note(`${HOOK}: cannot check what this command did to ${t.path}: ${(error as Error).message}`);
        }
      }
      const found = checkVersions({
        kind: t.kind,
        path: t.path,
        base,
        head: now === null ? null : now.toString('utf8'),
        actor,
        config,
      });
      const before: Message[][] = [];
      if (base !== null && t.kind !== 'append-only') {
        const [{ lintSource }, { sourceFromBytes }] = await Promise.all([
          import('../engine/lint.js'),
          import('../models/index.js'),
        ]);
        before.push(lintSource(sourceFromBytes(t.path, base), t.kind, config).messages);
      }
      const introduced = newErrors(before, found);
      if (introduced.length === 0) continue;
      const where = oneLine(root === projectRoot ? t.path : join(root, t.path));
      const diff = (await diffFromHead(root, t.path)).split('\n');
      const shown =
        diff.slice(0, MAX_DIFF_LINES).join('\n') +
        (diff.length > MAX_DIFF_LINES
          ? `\n… (${diff.length - MAX_DIFF_LINES} more lines: git diff HEAD -- ${t.path})`
          : '');
      reports.push(
        `${where}${now === null ? ' was deleted' : ''}:\n${findingLines(t.path, introduced)}\n` +
          (now === null
            ? `Restore it: git checkout HEAD -- ${t.path}\n`
            : `Put back the lines marked - below exactly as they were (keep only additions the rules allow), or, if ` +
              `you made no other change to it, run: git checkout HEAD -- ${t.path}\n` +
              `${shown.trimEnd()}\n`),
      );
    }
  }
  await writeSession(projectRoot, sessionId, { seen });
  if (reports.length === 0) return { code: 0 };
  return block(
    `handover: your ${tool} command changed protocol files in ways the rules forbid; the pre-commit hook and CI will ` +
      `refuse them.\n${reports.join('\n')}` +
      `Use the handover commands for these files (append, sync set, registry add) instead of editing them from the ` +
      `shell.`,
  );
}
