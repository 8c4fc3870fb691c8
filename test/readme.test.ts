import { readFileSync } from 'node:fs';
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
