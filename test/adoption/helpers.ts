import { rmSync } from 'node:fs';
import { afterAll } from 'vitest';
import { makeRepo } from '../helpers/repo.js';

/** makeRepo whose folders are removed after the file's tests. */
export function repos(): (...a: Parameters<typeof makeRepo>) => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  return (...a) => {
    const d = makeRepo(...a);
    dirs.push(d);
    return d;
  };
}

/** A HANDOVER.md of lab's whose entry 2 corrects an entry that does not exist (a handover/corrects-target error). */
export const BAD_TARGET = (before = '') =>
  `# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n## 2 · 2026-11-29T11:00:00Z\n\n${before}Corrects: #9\n`;

export const SYNC = [
  '# Sync',
  '',
  '## alice',
  '',
  '- **Current focus:** Parsing.',
  '- **Blocked on:** —',
  '- **Next action:** Ship it.',
  '',
  '## bob',
  '',
  '- **Current focus:** Reviewing.',
  '- **Blocked on:** —',
  '- **Next action:** Merge.',
  '- **Mood:** fine',
  '',
].join('\n');
