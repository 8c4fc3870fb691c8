import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

const LOG = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nA fact.\n';

describe('a JavaScript config the CLI loads', () => {
  it('an error in it is reported as itself (never "__filename is not defined"), exit 2', () => {
    const cases: [string, string, RegExp][] = [
      ['handover.config.cjs', 'module.exports = { agent: foo.bar };\n', /foo is not defined/],
      ['handover.config.mjs', 'export default { agent: "lab", \n', /could not be loaded \(.+\)/],
      ['handover.config.js', 'throw new Error("broken on purpose");\n', /broken on purpose/],
    ];
    for (const [name, text, why] of cases) {
      const dir = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
      writeFileSync(join(dir, name), text);
      const r = runCli(['lint'], { cwd: dir });
      expect(r.code, name).toBe(2);
      expect(r.stderr, name).toMatch(why);
      expect(r.stderr, name).not.toMatch(/__filename/);
      expect(r.stderr, name).toMatch(new RegExp(`^handover: ${name.replace('.', '\\.')}: could not be loaded`));
    }
  });

  it('a valid one is read: ES module default export and CommonJS exports alike', () => {
    for (const [name, text] of [
      ['handover.config.mjs', 'export default { agent: "lab", rules: { "handover/time-order": "off" } };\n'],
      ['handover.config.cjs', 'module.exports = { agent: "lab", rules: { "handover/time-order": "off" } };\n'],
    ]) {
      const dir = makeRepo([{ files: { 'HANDOVER.md': LOG } }]);
      writeFileSync(join(dir, name), text);
      expect(runCli(['lint'], { cwd: dir }), name).toMatchObject({ code: 0, stderr: '' });
    }
  });
});
