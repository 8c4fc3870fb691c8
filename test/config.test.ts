import { describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { makeRepo, writeFiles } from './helpers/repo.js';

/** A log with a sequence gap (an error) at line 9 and a step back in time (a warning) at line 13. */
const LOG = [
  '# Handover: lab',
  '',
  'Append-only.',
  '',
  '## 1 · 2026-11-29T10:00:00Z',
  '',
  'First.',
  '',
  '## 3 · 2026-11-29T11:00:00Z',
  '',
  'Third.',
  '',
  '## 4 · 2026-11-29T09:00:00Z',
  '',
  'Fourth.',
  '',
].join('\n');

/** A repo holding LOG and the given config files; returns the path. */
function repoWith(files: Record<string, string>): string {
  const dir = makeRepo();
  writeFiles(dir, { 'HANDOVER.md': LOG, ...files });
  return dir;
}

/** Runs `handover lint` and expects a one-sentence exit-2 config error naming the file and the key. */
function expectConfigError(files: Record<string, string>, file: string, key: string, extra?: RegExp): void {
  const r = runCli(['lint'], { cwd: repoWith(files) });
  expect(r.code, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toContain(file);
  expect(r.stderr).toContain(`"${key}"`);
  if (extra) expect(r.stderr).toMatch(extra);
  expect(r.stderr.trim().split('\n'), 'one line, no stack trace').toHaveLength(1);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

describe('config errors exit 2 and name the key and the file', () => {
  it('an unknown top-level key (.handoverrc.yaml)', () => {
    expectConfigError(
      { '.handoverrc.yaml': 'agent: lab\nagnet: lab\n' },
      '.handoverrc.yaml',
      'agnet',
      /not a known configuration key/,
    );
  });

  it('an unknown nested key (.handoverrc.json)', () => {
    expectConfigError(
      { '.handoverrc.json': JSON.stringify({ sync: { staleDays: 3, stale: 4 } }) },
      '.handoverrc.json',
      'sync.stale',
      /not a known key/,
    );
    expectConfigError(
      { '.handoverrc.json': JSON.stringify({ upstreams: { lab: { source: '../lab', branch: 'main' } } }) },
      '.handoverrc.json',
      'upstreams.lab.branch',
    );
    expectConfigError(
      { '.handoverrc.json': JSON.stringify({ agents: { partner: { email: 'p@example.org' } } }) },
      '.handoverrc.json',
      'agents.partner.email',
    );
    expectConfigError(
      { '.handoverrc.json': JSON.stringify({ files: { log: 'LOG.md' } }) },
      '.handoverrc.json',
      'files.log',
    );
  });

  it('a wrong type (package.json#handover, .handoverrc.yml, .handoverrc)', () => {
    expectConfigError(
      { 'package.json': JSON.stringify({ name: 'x', handover: { dispatchers: 'human' } }) },
      'package.json',
      'dispatchers',
      /list/,
    );
    expectConfigError(
      { '.handoverrc.yml': 'sync:\n  staleDays: "7"\n' },
      '.handoverrc.yml',
      'sync.staleDays',
      /positive number/,
    );
    expectConfigError({ '.handoverrc': 'agent: 42\n' }, '.handoverrc', 'agent', /string/);
    expectConfigError({ '.handoverrc.yaml': '- agent\n- lab\n' }, '.handoverrc.yaml', '(top level)', /mapping/);
    expectConfigError(
      { '.handoverrc.yaml': 'hooks: { stop: sometimes }\n' },
      '.handoverrc.yaml',
      'hooks.stop',
      /block, remind, off/,
    );
  });

  it('an unknown rule id, a bad severity and bad rule options', () => {
    expectConfigError(
      { '.handoverrc.yaml': 'rules:\n  handover/sequense: warn\n' },
      '.handoverrc.yaml',
      'rules.handover/sequense',
      /not a known rule id \(the handover rules are handover\/entry-heading, handover\/sequence, /,
    );
    expectConfigError(
      { '.handoverrc.yaml': 'rules:\n  no-trailing-spaces: warn\n' },
      '.handoverrc.yaml',
      'rules.no-trailing-spaces',
      /rule ids start with protocol\/, handover\/, sync\/, registry\/, marker\//,
    );
    expectConfigError(
      { '.handoverrc.yaml': 'rules:\n  handover/sequence: warning\n' },
      '.handoverrc.yaml',
      'rules.handover/sequence',
      /off, warn or error/,
    );
    expectConfigError(
      { '.handoverrc.yaml': 'rules:\n  sync/size: [warn, 3]\n' },
      '.handoverrc.yaml',
      'rules.sync/size[1]',
      /mapping of options/,
    );
    expectConfigError(
      { '.handoverrc.yaml': 'rules:\n  sync/size: [warn, { maximum: 3 }]\n' },
      '.handoverrc.yaml',
      'rules.sync/size[1].maximum',
      /is not an option of sync\/size \(max\)/,
    );
    expectConfigError(
      { '.handoverrc.yaml': 'rules:\n  sync/size: [warn, { max: "3" }]\n' },
      '.handoverrc.yaml',
      'rules.sync/size[1].max',
      /must be a whole number of 0 or more/,
    );
    expectConfigError(
      { '.handoverrc.yaml': 'rules:\n  handover/sequence: [error, { max: 3 }]\n' },
      '.handoverrc.yaml',
      'rules.handover/sequence[1].max',
      /handover\/sequence has no options/,
    );
  });

  it('a path outside the repo in files or appendOnly (handover.config.mjs too)', () => {
    expectConfigError(
      { '.handoverrc.yaml': 'files:\n  handover: ../other/HANDOVER.md\n' },
      '.handoverrc.yaml',
      'files.handover',
      /inside the repository/,
    );
    expectConfigError(
      { '.handoverrc.yaml': 'files:\n  sync: /etc/passwd\n' },
      '.handoverrc.yaml',
      'files.sync',
      /inside the repository/,
    );
    expectConfigError(
      { '.handoverrc.yaml': 'appendOnly: [docs/log.md, a/../../x.md]\n' },
      '.handoverrc.yaml',
      'appendOnly[1]',
      /inside the repository/,
    );
    expectConfigError(
      { 'handover.config.mjs': "export default { appendOnly: ['..'] };\n" },
      'handover.config.mjs',
      'appendOnly[0]',
      /inside the repository/,
    );
    expectConfigError(
      { '.handoverrc.yaml': 'upstreams:\n  lab:\n    source: ../lab\n    file: ../../etc/HANDOVER.md\n' },
      '.handoverrc.yaml',
      'upstreams.lab.file',
    );
  });

  it('an upstream source or ref that git would read as an option', () => {
    expectConfigError(
      { '.handoverrc.yaml': 'upstreams:\n  lab:\n    source: --upload-pack=touch /tmp/pwned\n' },
      '.handoverrc.yaml',
      'upstreams.lab.source',
      /option/,
    );
    expectConfigError(
      { '.handoverrc.yaml': 'upstreams:\n  lab:\n    source: ../lab\n    ref: --output=/tmp/x\n' },
      '.handoverrc.yaml',
      'upstreams.lab.ref',
      /not a plain branch/,
    );
    expectConfigError(
      { '.handoverrc.json': JSON.stringify({ upstreams: { lab: { source: '../lab', ref: 'main..evil' } } }) },
      '.handoverrc.json',
      'upstreams.lab.ref',
    );
    expectConfigError(
      { 'handover.config.mjs': "export default { upstreams: { lab: { source: '-oProxyCommand=x' } } };\n" },
      'handover.config.mjs',
      'upstreams.lab.source',
      /option/,
    );
    expectConfigError(
      { '.handoverrc.yaml': "upstreams:\n  lab:\n    source: 'ext::sh -c touch% /tmp/pwned'\n" },
      '.handoverrc.yaml',
      'upstreams.lab.source',
      /remote-helper/,
    );
  });

  it('a config file that is not valid YAML or JSON names the file', () => {
    for (const [file, text] of [
      ['.handoverrc.yaml', 'agent: [lab\n'],
      ['.handoverrc.json', '{ "agent": '],
      ['package.json', '{ "name": '],
    ]) {
      const r = runCli(['lint'], { cwd: repoWith({ [file]: text }) });
      expect(r.code, `${file}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toContain(file);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('a valid config in each format is accepted', () => {
    const config = {
      agent: 'lab',
      dispatchers: ['human'],
      upstreams: { design: { source: '../design', ref: 'release/1.0' } },
      appendOnly: ['docs/decisions.md'],
      rules: { 'handover/sequence': 'off' },
    };
    const variants: Record<string, string>[] = [
      {
        '.handoverrc.yaml':
          'agent: lab\ndispatchers: [human]\nupstreams: { design: { source: ../design, ref: release/1.0 } }\nappendOnly: [docs/decisions.md]\nrules: { handover/sequence: "off" }\n',
      },
      { '.handoverrc.json': JSON.stringify(config) },
      { 'package.json': JSON.stringify({ name: 'x', handover: config }) },
      { 'handover.config.mjs': `export default ${JSON.stringify(config)};\n` },
    ];
    for (const files of variants) {
      const r = runCli(['lint', '--format', 'json'], { cwd: repoWith(files) });
      expect(r.stderr, Object.keys(files)[0]).toBe('');
      expect(r.code).toBe(0);
      const [result] = JSON.parse(r.stdout);
      expect(result.messages.map((m: { ruleId: string }) => m.ruleId)).toEqual(['handover/time-order']);
    }
  });
});

describe('per-rule severity', () => {
  const lint = (rc?: string) => {
    const r = runCli(['lint', '--format', 'json'], {
      cwd: repoWith(rc === undefined ? {} : { '.handoverrc.yaml': rc }),
    });
    const [result] = JSON.parse(r.stdout) as {
      messages: { ruleId: string; severity: string; line: number }[];
      errorCount: number;
      warningCount: number;
    }[];
    return {
      code: r.code,
      stderr: r.stderr,
      result,
      ids: result.messages.map((m) => `${m.ruleId}:${m.severity}:${m.line}`),
    };
  };

  it('defaults: the gap is an error (exit 1), the step back in time a warning', () => {
    const r = lint();
    expect(r.code).toBe(1);
    expect(r.ids).toEqual(['handover/sequence:error:9', 'handover/time-order:warning:13']);
  });

  it('warn turns the error into a warning, and warnings alone exit 0', () => {
    const r = lint('rules:\n  handover/sequence: warn\n');
    expect(r.code).toBe(0);
    expect(r.ids).toEqual(['handover/sequence:warning:9', 'handover/time-order:warning:13']);
    expect(r.result.errorCount).toBe(0);
    expect(r.result.warningCount).toBe(2);
  });

  it("off removes the rule's messages", () => {
    const r = lint('rules:\n  handover/sequence: "off"\n  handover/time-order: [off]\n');
    expect(r.code).toBe(0);
    expect(r.ids).toEqual([]);
  });

  it('error makes a default warning fail the run', () => {
    const r = lint('rules:\n  handover/sequence: "off"\n  handover/time-order: error\n');
    expect(r.code).toBe(1);
    expect(r.ids).toEqual(['handover/time-order:error:13']);
  });

  it('the stylish output shows the severity and the exit code follows it', () => {
    const dir = repoWith({ '.handoverrc.yaml': 'rules:\n  handover/sequence: warn\n' });
    const r = runCli(['lint'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/9:1\s+warning\s+.*handover\/sequence/);
    expect(r.stdout).not.toMatch(/\berror\b/);
  });

  it('rule options reach the rule: sync/size max', () => {
    const section = (id: string) => `## ${id}\n\n- Current focus: x\n- Blocked on:\n- Next action: y\n`;
    const dir = makeRepo();
    writeFiles(dir, {
      'SYNC.md': `# Sync\n\n${['a', 'b', 'c'].map(section).join('\n')}`,
      '.handoverrc.yaml': 'rules:\n  sync/size: [error, { max: 2 }]\n',
    });
    const r = runCli(['lint', '--format', 'json'], { cwd: dir });
    expect(r.code).toBe(1);
    const [result] = JSON.parse(r.stdout);
    expect(result.messages).toMatchObject([
      { ruleId: 'sync/size', severity: 'error', line: 15, message: expect.stringContaining('more than 2') },
    ]);
  });
});
