import { shellRunner } from '../launcher.js';

/** The command every hook manager runs. */
export const CHECK_ARGS = 'check --staged';
export const BEGIN = '# handover:begin (added by handover init: checks the staged protocol files; keep it)';
export const END = '# handover:end';

/** The sh lines that run the check through the clone's launcher: no machine path, nothing from the tree. */
export function runner(): string {
  return shellRunner(CHECK_ARGS);
}

/** The marked block for a tracked sh hook file. */
export function block(): string {
  return `${BEGIN}\n${runner()}\n${END}\n`;
}

/**
 * A sh hook's text with our block in it: first after the shebang (so a user's `exec` or `exit` at
 * the end cannot skip it; the user's lines run after it when the check passes), an older block
 * replaced in place. Returns the text unchanged when the block is already there.
 */
export function withBlock(text: string | null): string {
  const ours = block();
  if (text === null) return `#!/bin/sh\n${ours}`;
  const begin = text.indexOf('# handover:begin');
  const end = text.indexOf(END, begin);
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
