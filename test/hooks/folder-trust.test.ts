import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderTrust, hostUserDir } from '../../src/hooks/folder-trust.js';
import { tempDir } from '../helpers/repo.js';

/**
 * Folder trust as Gemini CLI 0.61.0 and Qwen Code 0.24.4 read it (their bundles' trust code, followed case by case):
 * the extension steps aside at a repository's root only where this says trusted, so a "trusted" the host does not
 * share leaves the session unguarded. The sessions themselves are in test/e2e/extensions.e2e.test.ts.
 */
function setup(o: { settings?: string; rules?: Record<string, string>; dir?: string } = {}) {
  const base = tempDir('trust-');
  const home = join(base, 'home');
  const root = join(base, 'work', 'repo');
  mkdirSync(root, { recursive: true });
  const dir = o.dir ?? join(home, '.qwen');
  mkdirSync(dir, { recursive: true });
  if (o.settings !== undefined) writeFileSync(join(dir, 'settings.json'), o.settings);
  if (o.rules) writeFileSync(join(dir, 'trustedFolders.json'), JSON.stringify(o.rules));
  // no system settings: a path that does not exist
  const env = { HOME: home, QWEN_CODE_SYSTEM_SETTINGS_PATH: join(base, 'none', 'settings.json') };
  return { base, home, root, dir, env };
}
const ON = JSON.stringify({ security: { folderTrust: { enabled: true } } });

describe('Qwen Code folder trust', () => {
  it('is off unless turned on: every folder trusted', () => {
    const s = setup({ settings: '{}' });
    expect(folderTrust('qwen', s.root, s.env).trusted).toBe(true);
  });

  it('turned on, a folder trustedFolders.json does not name is not trusted; one it names is', () => {
    const s = setup({ settings: ON });
    expect(folderTrust('qwen', s.root, s.env).trusted).toBe(false);
    writeFileSync(join(s.dir, 'trustedFolders.json'), JSON.stringify({ [s.root]: 'TRUST_FOLDER' }));
    expect(folderTrust('qwen', s.root, s.env)).toEqual({ trusted: true, file: join(s.dir, 'trustedFolders.json') });
  });

  it('reads its settings and trusted folders from QWEN_HOME, not ~/.qwen, when it is set', () => {
    const base = tempDir('trust-');
    const s = setup({ settings: ON, dir: join(base, 'qwen-home') });
    // ~/.qwen says nothing (folder trust off there): the folder under QWEN_HOME turns it on
    const env = { ...s.env, QWEN_HOME: join(base, 'qwen-home') };
    expect(hostUserDir('qwen', env)).toBe(join(base, 'qwen-home'));
    expect(folderTrust('qwen', s.root, env)).toEqual({
      trusted: false,
      file: join(base, 'qwen-home', 'trustedFolders.json'),
    });
    expect(hostUserDir('qwen', { HOME: s.home, QWEN_HOME: '~/q' })).toBe(join(s.home, 'q'));
  });

  it('takes QWEN_HOME and QWEN_CODE_TRUSTED_FOLDERS_PATH from the .env files Qwen Code reads at startup', () => {
    const base = tempDir('trust-');
    const s = setup({ settings: ON, dir: join(base, 'qwen-home') });
    mkdirSync(s.home, { recursive: true });
    writeFileSync(join(s.home, '.env'), `# mine\nexport QWEN_HOME="${join(base, 'qwen-home')}"\n`);
    expect(hostUserDir('qwen', s.env)).toBe(join(base, 'qwen-home'));
    expect(folderTrust('qwen', s.root, s.env).trusted).toBe(false);
    // the trusted-folders file named in QWEN_HOME's own .env
    writeFileSync(join(base, 'trusted.json'), JSON.stringify({ [s.root]: 'TRUST_FOLDER' }));
    writeFileSync(join(base, 'qwen-home', '.env'), `QWEN_CODE_TRUSTED_FOLDERS_PATH=${join(base, 'trusted.json')}\n`);
    expect(folderTrust('qwen', s.root, s.env)).toEqual({ trusted: true, file: join(base, 'trusted.json') });
    // a variable set in the environment wins over the files
    expect(hostUserDir('qwen', { ...s.env, QWEN_HOME: join(base, 'other') })).toBe(join(base, 'other'));
  });

  it('reads settings.json with comments, as Qwen Code does', () => {
    const s = setup({
      settings: '{\n  // the user turned folder trust on\n  "security": { "folderTrust": { "enabled": true } }\n}\n',
    });
    expect(folderTrust('qwen', s.root, s.env).trusted).toBe(false);
  });

  it('the system settings over the user settings over the system defaults', () => {
    const s = setup({ settings: JSON.stringify({ security: { folderTrust: { enabled: false } } }) });
    const system = join(s.base, 'etc', 'settings.json');
    mkdirSync(join(s.base, 'etc'));
    writeFileSync(system, ON);
    expect(folderTrust('qwen', s.root, { ...s.env, QWEN_CODE_SYSTEM_SETTINGS_PATH: system }).trusted).toBe(false);
    // system defaults turn it on; the user's settings turn it off again
    writeFileSync(system, '{}');
    writeFileSync(join(s.base, 'etc', 'system-defaults.json'), ON);
    expect(folderTrust('qwen', s.root, { ...s.env, QWEN_CODE_SYSTEM_SETTINGS_PATH: system }).trusted).toBe(true);
    writeFileSync(join(s.dir, 'settings.json'), '{}');
    expect(folderTrust('qwen', s.root, { ...s.env, QWEN_CODE_SYSTEM_SETTINGS_PATH: system }).trusted).toBe(false);
  });

  it('the deepest rule decides, and DO_NOT_TRUST wins a tie whatever the order', () => {
    const s = setup({ settings: ON });
    const parent = join(s.base, 'work');
    const cases: [Record<string, string>, boolean][] = [
      [{ [s.root]: 'DO_NOT_TRUST', [join(s.root, 'sub')]: 'TRUST_PARENT' }, false],
      [{ [join(s.root, 'sub')]: 'TRUST_PARENT', [s.root]: 'DO_NOT_TRUST' }, false],
      [{ [parent]: 'DO_NOT_TRUST', [s.root]: 'TRUST_FOLDER' }, true],
      [{ [parent]: 'TRUST_FOLDER', [s.root]: 'DO_NOT_TRUST' }, false],
      [{ [s.root]: 'TRUST_PARENT' }, true],
    ];
    for (const [rules, trusted] of cases) {
      writeFileSync(join(s.dir, 'trustedFolders.json'), JSON.stringify(rules));
      expect(folderTrust('qwen', s.root, s.env).trusted, JSON.stringify(rules)).toBe(trusted);
    }
  });

  it('a rule naming the folder through a symbolic link trusts it', () => {
    const s = setup({ settings: ON });
    const link = join(s.base, 'link');
    symlinkSync(s.root, link);
    writeFileSync(join(s.dir, 'trustedFolders.json'), JSON.stringify({ [link]: 'TRUST_FOLDER' }));
    expect(folderTrust('qwen', s.root, s.env).trusted).toBe(true);
  });
});

describe('Gemini CLI folder trust', () => {
  it('the rule with the longest key decides (a TRUST_PARENT key is longer than its folder)', () => {
    const s = setup();
    const geminiDir = join(s.home, '.gemini');
    mkdirSync(geminiDir);
    const env = { HOME: s.home, GEMINI_CLI_SYSTEM_SETTINGS_PATH: join(s.base, 'none', 'settings.json') };
    for (const rules of [
      { [join(s.root, 'sub')]: 'TRUST_PARENT', [s.root]: 'DO_NOT_TRUST' },
      { [s.root]: 'DO_NOT_TRUST', [join(s.root, 'sub')]: 'TRUST_PARENT' },
    ]) {
      writeFileSync(join(geminiDir, 'trustedFolders.json'), JSON.stringify(rules));
      expect(folderTrust('gemini', s.root, env).trusted, JSON.stringify(rules)).toBe(true);
    }
  });

  it('reads its folder under GEMINI_CLI_HOME when it is set', () => {
    const s = setup();
    const other = tempDir('gemini-home-');
    mkdirSync(join(other, '.gemini'));
    writeFileSync(join(other, '.gemini', 'trustedFolders.json'), JSON.stringify({ [s.root]: 'TRUST_FOLDER' }));
    const env = { HOME: s.home, GEMINI_CLI_SYSTEM_SETTINGS_PATH: join(s.base, 'none', 'settings.json') };
    expect(folderTrust('gemini', s.root, env).trusted).toBe(false);
    expect(folderTrust('gemini', s.root, { ...env, GEMINI_CLI_HOME: other }).trusted).toBe(true);
  });
});
