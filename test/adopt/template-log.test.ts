import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commit, git, makeRepo } from '../helpers/repo.js';

// Issue 31: a log that has no entry yet, only its template (yfedoseev/cloutagent .claude/agents-chat.md c181365: a
// protocol, an example entry and guidelines, every `###` section a heading no entry reads from), filled by its first
// real entry where the template puts it, under "## Active Communications" above the example (fd9d8ee). The base has
// no entry to keep: a change that keeps every line of it, in order, and the text above its sections, only adds. A line
// of the template changed or dropped, or the preamble grown, is still judged entry by entry and fails.

const WRITER = { name: 'writer', email: 'writer@example.org' };
const config = JSON.stringify({
  owner: 'writer',
  agents: { writer: { emails: [WRITER.email] } },
  files: { handover: '.claude/agents-chat.md' },
  log: { heading: 'date', level: 3, writer: 'writer' },
});
const path = '.claude/agents-chat.md';
const TEMPLATE =
  '# Agent Communication Hub\n\nThis file serves as a communication center for agent coordination.\n\n' +
  '## Communication Protocol\n\n### Status Update Format\nPost a status update at each milestone.\n\n' +
  '## Active Communications\n\n### Example Entry Format\n```markdown\n### 2025-01-09 15:30 - Backend Engineer\n' +
  '**Task**: Implement user authentication API\n```\n\n' +
  '## Coordination Guidelines\n\n### For Agents\n- Check this file before starting work\n\n---\n\n' +
  '*This file is actively monitored.*\n';
const ENTRY =
  '### 2025-10-02 13:10 - Frontend Engineer\n**Task**: Fix the canvas crash\n**Status**: RESOLVED\n\n---\n\n';
const filled = TEMPLATE.replace('### Example Entry Format', `${ENTRY}### Example Entry Format`);

function check(after: string) {
  const dir = makeRepo([{ files: { '.handoverrc.json': config, [path]: TEMPLATE }, author: WRITER }]);
  const base = git(dir, ['rev-parse', 'HEAD']).trim();
  commit(dir, { files: { [path]: after }, author: WRITER });
  const r = runCli(['check', '--range', `${base}..HEAD`, '--format', 'json'], { cwd: dir });
  const errors = (JSON.parse(r.stdout) as { messages: { ruleId: string; severity: string }[] }[]).flatMap((f) =>
    f.messages.filter((m) => m.severity === 'error').map((m) => m.ruleId),
  );
  return { code: r.code, errors };
}

describe('a log with no entry yet, filled by its first entry where its template puts it (cloutagent agents-chat.md)', () => {
  it('the first entry above the example, every template line kept, passes', () => {
    const r = check(filled);
    expect(r.errors).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('the first entry with a line of the template reworded fails', () => {
    const r = check(filled.replace('Check this file before starting work', 'Skip this file'));
    expect(r.errors).toContain('handover/append-only');
    expect(r.code).toBe(1);
  });

  it('the first entry with a line of the template dropped fails', () => {
    const r = check(filled.replace('*This file is actively monitored.*\n', ''));
    expect(r.errors).toContain('handover/append-only');
    expect(r.code).toBe(1);
  });

  it('the first entry with a line added to the preamble fails', () => {
    const r = check(
      filled.replace('\n\n## Communication Protocol', '\nEvery agent writes here.\n\n## Communication Protocol'),
    );
    expect(r.errors).toContain('handover/append-only');
    expect(r.code).toBe(1);
  });

  it('text inserted into the template with no entry that reads (a log the config misreads) is judged as usual', () => {
    const r = check(TEMPLATE.replace('- Check this file', '- Never mind\n- Check this file'));
    expect(r.errors).toContain('handover/append-only');
    expect(r.code).toBe(1);
  });
});
