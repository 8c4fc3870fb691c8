import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messagesOf, rangeCheck, rangeRepo } from './fixtures.js';

const human = { name: 'Human', email: 'human@example.org' };
const lab = { name: 'Lab', email: 'lab@example.org' };
const response = `# Requests: lab\n\n## 1 · 2026-12-01T10:00:00Z · response\n\n- To: partner\n- In-reply-to: partner#1\n- Chain: partner → lab\n- Reversibility: irreversible\n- Status: done\n`;

describe('check --range with a dispatcher added inside the range', () => {
  it('says the config is read from BASE, not only that no dispatcher approved it', () => {
    const { dir, base } = rangeRepo(
      {
        '.handoverrc.yaml': 'agent: lab\nowner: lab\nagents: { lab: { emails: [lab@example.org] } }\n',
        'REQUESTS.md': '# Requests: lab\n',
      },
      [
        {
          files: {
            '.handoverrc.yaml':
              'agent: lab\nowner: lab\ndispatchers: [human]\nagents: { lab: { emails: [lab@example.org] }, human: { emails: [human@example.org] } }\n',
          },
          message: 'lab names its dispatcher\n\nHandover-Agent: lab',
          author: lab,
        },
        { files: {}, message: 'Approve\n\nHandover-Agent: human\nHandover-Approve: partner#1', author: human },
        { files: { 'REQUESTS.md': response }, message: 'done\n\nHandover-Agent: lab', author: lab },
      ],
    );
    const r = rangeCheck(dir, `${base}..HEAD`);
    expect(r.code).toBe(1);
    const m = messagesOf(r.json).find((x) => x.ruleId === 'request/reversibility');
    expect(m?.message).toMatch(
      /no dispatcher approved it on the record.* \(the config is read from BASE, \S+, where human is not a dispatcher yet: a dispatcher added in this range counts once that change is merged\)/,
    );
    rmSync(dir, { recursive: true, force: true });
  });
});
