import { shellRunner } from '../launcher.js';
import { TRAILER_BEGIN, TRAILER_END, trailerLines } from './trailer.js';

/** The command every hook manager runs. */
export const CHECK_ARGS = 'check --staged';
export const BEGIN = '# handover:begin (added by handover init: checks the staged protocol files; keep it)';
export const END = '# handover:end';

/** The sh lines that run the check through the clone's launcher: no machine path, nothing from the tree. */
export function runner(): string {
  return shellRunner(CHECK_ARGS);
}

/**
 * A marked block of sh lines for a tracked hook file: the check (`pre-commit`) or the trailer
 * (`prepare-commit-msg`).
 */
export interface ShBlock {
  /** The git hook it belongs in. */
  hook: 'pre-commit' | 'prepare-commit-msg';
  begin: string;
  end: string;
  body: () => string;
}

export const CHECK_BLOCK: ShBlock = { hook: 'pre-commit', begin: BEGIN, end: END, body: runner };
export const TRAILER_BLOCK: ShBlock = {
  hook: 'prepare-commit-msg',
  begin: TRAILER_BEGIN,
  end: TRAILER_END,
  body: () => trailerLines(),
};

/** The marked block for a tracked sh hook file. */
export function block(spec: ShBlock = CHECK_BLOCK): string {
  return `${spec.begin}\n${spec.body()}\n${spec.end}\n`;
}

/**
 * A sh hook's text with our block in it: first after the shebang (so a user's `exec` or `exit` at
 * the end cannot skip it; the user's lines run after it when the check passes), an older block
 * replaced in place. Returns the text unchanged when the block is already there.
 */
export function withBlock(text: string | null, spec: ShBlock = CHECK_BLOCK): string {
  const ours = block(spec);
  if (text === null) return `#!/bin/sh\n${ours}`;
  const begin = text.indexOf(spec.begin.slice(0, spec.begin.indexOf(' (')));
  const end = text.indexOf(spec.end, begin);
  if (begin !== -1 && end !== -1) {
    const tail = text.indexOf('\n', end);
    return text.slice(0, begin) + ours + (tail === -1 ? '' : text.slice(tail + 1));
  }
  const nl = text.startsWith('#!') ? text.indexOf('\n') + 1 || text.length : 0;
  const head = text.slice(0, nl);
  return (nl && !head.endsWith('\n') ? `${head}\n` : head) + ours + text.slice(nl);
}

/** True when a manager's config text already runs handover's check. */
export function runsCheck(text: string): boolean {
  return (
    text.includes(`handover ${CHECK_ARGS}`) ||
    (text.includes('/handover/bin/handover"') && text.includes(`" ${CHECK_ARGS}`)) ||
    text.includes('handover-check')
  );
}
