import { chmodSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readText, rel, writeTarget, writeText, type Outcome } from '../outcome.js';
import { block, CHECK_BLOCK, type ShBlock, withBlock } from './block.js';

/**
 * Adds the block to a tracked sh hook file (`.husky/pre-commit`, a team's `core.hooksPath` hook):
 * created when absent, extended when present, kept when it already has the current block. The
 * user's own lines stay, and run after ours.
 */
export function ensureShHook(root: string, relPath: string, manager: string, spec: ShBlock = CHECK_BLOCK): Outcome {
  const abs = join(root, relPath);
  const target = writeTarget(root, abs);
  if (target === null)
    return {
      what: relPath,
      action: 'skipped',
      note: `a symlink out of the repository; add these lines to the ${manager} ${spec.hook} hook by hand:\n${block(
        spec,
      )}`,
    };
  const old = readText(target);
  const text = withBlock(old, spec);
  if (old === text) return { what: relPath, action: 'kept' };
  writeText(target, text);
  const mode = existsSync(target) ? statSync(target).mode : 0;
  if (old === null || mode & 0o100) chmodSync(target, 0o755);
  return {
    what: rel(root, abs),
    action:
      old === null ? 'created' : old.includes(spec.begin.slice(0, spec.begin.indexOf(' ('))) ? 'updated' : 'extended',
    note: `${manager} runs it; commit it`,
  };
}
