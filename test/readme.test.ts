import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { COMMAND_HELP } from '../src/cli/help.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('README', () => {
  it('has a section for every command the CLI knows, and no placeholder left', () => {
    for (const name of Object.keys(COMMAND_HELP))
      expect(readme, `README.md section for ${name}`).toContain(`### handover ${name}\n`);
    expect(readme).not.toContain('_To be written._');
  });

  it('opens with the two quick-start commands', () => {
    expect(readme).toMatch(/npm ci && npm start/);
    expect(readme).toMatch(/^npm test\b/m);
  });
});

describe('README install lines', () => {
  it('install from refs the repository has: no tag it does not carry', () => {
    const tags = execFileSync('git', ['tag', '-l'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    const pinned = [...readme.matchAll(/(?:handover\.git#|handover@|rev: )(v\d[\w.-]*)/g)].map((m) => m[1]);
    expect(pinned.filter((t) => !tags.includes(t))).toEqual([]);
  });
});
