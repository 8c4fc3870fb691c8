import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';

const read = (rel: string) => readFileSync(fileURLToPath(new URL(`../../${rel}`, import.meta.url)), 'utf8');
type Step = { uses?: string; run?: string; with?: Record<string, unknown>; env?: Record<string, string>; if?: string };

describe('the CI files handover ships', () => {
  it('templates/.github/workflows/handover.yml is valid YAML: full history, check --range with annotations, SARIF upload', () => {
    const wf = parseYaml(read('templates/.github/workflows/handover.yml').replace(/\{\{version\}\}/g, '0.1.0'), { strict: true, uniqueKeys: true });
    expect(Object.keys(wf.on)).toEqual(['pull_request']);
    const steps: Step[] = wf.jobs.check.steps;
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with).toEqual({ 'fetch-depth': 0 });
    const runs = steps.filter((s) => s.run).map((s) => s.run!);
    expect(runs.some((r) => /check --range "\$BASE\.\.\$HEAD" --format github$/.test(r))).toBe(true);
    expect(runs.some((r) => /check --range "\$BASE\.\.\$HEAD" --format sarif > handover\.sarif/.test(r))).toBe(true);
    const upload = steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
    expect(upload?.with?.sarif_file).toBe('handover.sarif');
    // Pull-request values reach the shell through env, never pasted into the script.
    for (const s of steps.filter((x) => x.run)) expect(s.run).not.toContain('${{');
    expect(wf.permissions['security-events']).toBe('write');
  });

  it('action.yml is a valid composite action running check --range with annotations', () => {
    const action = parseYaml(read('action.yml'), { strict: true, uniqueKeys: true });
    expect(action.runs.using).toBe('composite');
    const steps: Step[] = action.runs.steps;
    const run = steps.map((s) => s.run ?? '').join('\n');
    expect(run).toContain('check --range "$BASE..$HEAD" --format github');
    for (const s of steps.filter((x) => x.run)) expect(s.run).not.toContain('${{');
    for (const s of steps.filter((x) => x.run)) expect((s as { shell?: string }).shell).toBe('bash');
    expect(action.inputs.base.default).toContain('pull_request.base.sha');
  });

  it('.pre-commit-hooks.yaml declares node hooks for check --staged and lint', () => {
    const hooks = parseYaml(read('.pre-commit-hooks.yaml'), { strict: true, uniqueKeys: true }) as { id: string; entry: string; language: string; files?: string }[];
    expect(hooks.map((h) => h.id)).toEqual(['handover-check', 'handover-lint']);
    for (const h of hooks) expect(h.language).toBe('node');
    expect(hooks[0].entry).toBe('handover check --staged');
    const files = new RegExp(hooks[1].files!);
    for (const f of ['HANDOVER.md', 'sub/SYNC.md', 'PROJECT_REGISTRY.md', '.last-processed.md']) expect(files.test(f)).toBe(true);
    for (const f of ['README.md', 'MYSYNC.md', 'HANDOVER.md.bak']) expect(files.test(f)).toBe(false);
  });

  it('templates/.claude/settings.json is JSON with the four hooks', () => {
    const s = JSON.parse(read('templates/.claude/settings.json'));
    expect(Object.keys(s.hooks)).toEqual(['SessionStart', 'PreToolUse', 'PostToolUse', 'Stop']);
    expect(JSON.stringify(s)).not.toContain('MultiEdit');
  });
});
