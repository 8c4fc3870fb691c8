import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CLI, runCli } from '../helpers/cli.js';
import { commit, git } from '../helpers/repo.js';
import { repos } from './helpers.js';

const repo = repos();

// Our own JSON Schema of the fields GitLab documents for a Code Quality report (see its $comment).
const schema = JSON.parse(
  readFileSync(new URL('../fixtures/gitlab-codequality-schema.json', import.meta.url), 'utf8'),
) as object;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

interface Issue {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: string;
  location: { path: string; lines: { begin: number } };
}

const OLD = '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nFirst.\n\n## 2 · 2026-11-28T10:00:00Z\n\nCorrects: #9\n';

describe('--format gitlab (GitLab Code Quality)', () => {
  it('writes the documented fields, valid against the schema; fingerprints are stable across runs and line moves', () => {
    const dir = repo([{ files: { 'HANDOVER.md': OLD } }]);
    const r = runCli(['lint', '--format', 'gitlab'], { cwd: dir });
    expect(r.code).toBe(1);
    const issues = JSON.parse(r.stdout) as Issue[];
    expect(validate(issues), JSON.stringify(validate.errors)).toBe(true);
    expect(issues).toMatchObject([
      { check_name: 'handover/time-order', severity: 'minor', location: { path: 'HANDOVER.md', lines: { begin: 7 } } },
      {
        check_name: 'handover/corrects-target',
        severity: 'major',
        description: expect.stringContaining('corrects #9'),
        location: { path: 'HANDOVER.md', lines: { begin: 9 } },
      },
    ]);
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(2);
    expect(JSON.parse(runCli(['lint', '--format', 'gitlab'], { cwd: dir }).stdout)).toEqual(issues);
    // two lines added above: the same findings, on other lines, keep their fingerprints
    writeFileSync(join(dir, 'HANDOVER.md'), OLD.replace('First.\n', 'First.\n\nMore.\n'));
    const moved = JSON.parse(runCli(['lint', '--format', 'gitlab'], { cwd: dir }).stdout) as Issue[];
    expect(moved.map((i) => i.location.lines.begin)).toEqual([9, 11]);
    expect(moved.map((i) => i.fingerprint)).toEqual(issues.map((i) => i.fingerprint));
  });

  it('two identical findings in one file get different fingerprints; a clean run is an empty array', () => {
    const dup = `${OLD}\n## 3 · 2026-11-29T12:00:00Z\n\nCorrects: #9\n\nCorrects: #9\n`;
    const dir = repo([{ files: { 'HANDOVER.md': dup } }]);
    const issues = JSON.parse(runCli(['lint', '--format', 'gitlab'], { cwd: dir }).stdout) as Issue[];
    expect(validate(issues)).toBe(true);
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(issues.length);
    const clean = repo([{ files: { 'HANDOVER.md': '# Handover: lab\n\n## 1 · 2026-11-29T10:00:00Z\n\nA.\n' } }]);
    expect(runCli(['lint', '--format', 'gitlab'], { cwd: clean })).toMatchObject({ code: 0, stdout: '[]\n' });
  });

  it("the guide's .gitlab-ci.yml job parses, uses GitLab's documented keys, and its script writes a valid report", () => {
    const readme = readFileSync(new URL('../../docs/guides/server-and-ci.md', import.meta.url), 'utf8');
    const block = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)]
      .map((m) => m[1])
      .find((b) => b.includes('codequality'));
    expect(block, 'a yaml block with the codequality report').toBeDefined();
    const ci = parse(block!) as Record<string, Record<string, unknown>>;
    const [name, job] = Object.entries(ci)[0];
    expect(name).toBe('handover');
    // every key is a GitLab CI job keyword (docs.gitlab.com/ci/yaml/)
    const keywords = ['image', 'stage', 'rules', 'variables', 'script', 'artifacts', 'before_script', 'needs'];
    expect(Object.keys(job).filter((k) => !keywords.includes(k))).toEqual([]);
    expect(job.rules).toEqual([{ if: '$CI_PIPELINE_SOURCE == "merge_request_event"' }]);
    expect(job.variables).toEqual({ GIT_DEPTH: 0 });
    expect(job.artifacts).toEqual({ when: 'always', reports: { codequality: 'gl-code-quality-report.json' } });
    const script = job.script as string[];
    const check = script.find((l) => l.startsWith('handover check'))!;
    expect(check).toContain('--range "$CI_MERGE_REQUEST_DIFF_BASE_SHA..$CI_COMMIT_SHA"');
    expect(check).toContain('--format gitlab > gl-code-quality-report.json');

    // run that script line with sh in a real merge request's clone, as the runner would (handover on PATH)
    const dir = repo([{ files: { 'HANDOVER.md': OLD.replace('2026-11-28', '2026-11-29').replace('#9', '#1') } }]);
    const base = git(dir, ['rev-parse', 'HEAD']).trim();
    commit(dir, {
      files: {
        'HANDOVER.md': `${OLD.replace('2026-11-28', '2026-11-29').replace('#9', '#1')}\n## 3 · 2026-11-29T12:00:00Z\n\nCorrects: #8\n`,
      },
      message: 'entry 3\n\nHandover-Agent: lab',
    });
    const bin = join(dir, '.bin');
    mkdirSync(bin);
    writeFileSync(join(bin, 'handover'), `#!/bin/sh\nexec "${process.execPath}" "${CLI}" "$@"\n`);
    chmodSync(join(bin, 'handover'), 0o755);
    const ran = spawnSync('sh', ['-c', check], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CONFIG_NOSYSTEM: '1',
        CI_MERGE_REQUEST_DIFF_BASE_SHA: base,
        CI_COMMIT_SHA: git(dir, ['rev-parse', 'HEAD']).trim(),
      },
    });
    expect(ran.status, ran.stderr).toBe(1);
    const report = JSON.parse(readFileSync(join(dir, 'gl-code-quality-report.json'), 'utf8')) as Issue[];
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report).toMatchObject([{ check_name: 'handover/corrects-target', severity: 'major' }]);
  });
});
