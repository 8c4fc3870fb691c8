import { describe, expect, it } from 'vitest';
import { checkVersions } from '../../src/engine/check.js';
import { defaultConfig } from '../../src/config/schema.js';
import { encodingWhat, entryDigest, sourceFromBytes } from '../../src/models/index.js';

const entries = (n: number) =>
  '# Handover: lab\n\n' +
  Array.from({ length: n }, (_, i) => `## ${i + 1} · 2026-11-29T10:0${i}:00Z\n\nEntry ${i + 1}.\n`).join('\n');

describe('checkVersions on an appended tail', () => {
  it('reports a bare CR in the new entry at its real line, as a whole-file check would', () => {
    const base = entries(3);
    const head = `${base}\n## 4 · 2026-11-29T11:00:00Z\n\nOld\rMac line.\n`;
    const messages = checkVersions({
      kind: 'handover',
      path: 'HANDOVER.md',
      base,
      head,
      actor: 'lab',
      config: defaultConfig(),
    });
    const line = head.slice(0, head.indexOf('\r')).split('\n').length;
    expect(messages).toMatchObject([{ ruleId: 'protocol/encoding', line }]);
  });
});

describe('entryDigest', () => {
  it('ignores trailing whitespace and line endings, and stays fast on long runs of spaces inside', () => {
    expect(entryDigest('## 1 · x\n\nText.\n\n  \n')).toBe(entryDigest('## 1 · x\r\n\r\nText.'));
    expect(entryDigest(`## 1 · x\n\n${' '.repeat(200_000)}x\n`)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

describe('encoding problems in writers', () => {
  it('name a bare CR as such, not as invalid UTF-8', () => {
    const [p] = sourceFromBytes('SYNC.md', Buffer.from('# Sync\rx\n')).encoding;
    expect(encodingWhat(p)).toBe('a bare CR line ending');
  });
});
