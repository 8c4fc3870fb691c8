import { describe, expect, it } from 'vitest';
import { editBytes, textAfter } from '../../src/hooks/edit.js';

// The guard applies a log's Edit to the file's bytes (no decoding of a 40 MB log); wherever it answers, the result is
// the text `textAfter` computes the way Claude Code applies the Edit.

const FILE = [
  '# Handover: lab',
  '',
  '## 1 · 2026-01-01T00:00:00Z · “quoted” start',
  '',
  'Some text — with an em dash, é and 日本.',
  'Line two.',
  '',
  '## 2 · 2026-01-01T01:00:00Z',
  '',
  'Line two.',
  'Tail.',
  '',
].join('\n');

const CASES: { old_string: string; new_string: string; replace_all?: boolean }[] = [
  { old_string: 'Tail.', new_string: 'Tail, longer.' },
  { old_string: 'Line two.\nTail.\n', new_string: 'Line two.\nTail.\n\n## 3 · 2026-01-01T02:00:00Z\n\nNew.\n' },
  { old_string: 'é and 日本', new_string: 'e and nihon' },
  { old_string: 'Some text — with an em dash, é and 日本.', new_string: '' }, // a deleted line takes its newline
  { old_string: 'Line two.', new_string: 'Line 2.' }, // twice in the file: left to textAfter
  { old_string: 'Line two.', new_string: 'Line 2.', replace_all: true },
  { old_string: '"quoted"', new_string: '"requoted"' }, // curly quotes matched straight: left to textAfter
  { old_string: 'absent', new_string: 'x' },
  { old_string: 'Tail.', new_string: 'Tail.' },
  { old_string: '', new_string: 'x' },
];

describe('an Edit applied to bytes', () => {
  for (const c of CASES) {
    it(`${JSON.stringify(c.old_string).slice(0, 40)} → ${JSON.stringify(c.new_string).slice(0, 30)}`, () => {
      const input = { file_path: '/x/HANDOVER.md', replace_all: false, ...c };
      const bytes = editBytes('Edit', input, Buffer.from(FILE));
      const text = textAfter('Edit', input, FILE);
      if (bytes === null) return;
      expect('text' in text).toBe(true);
      expect(bytes.toString('utf8')).toBe((text as { text: string }).text);
    });
  }

  it('answers for the edits a log takes and leaves the others to the text path', () => {
    const answered = CASES.map((c) => editBytes('Edit', { ...c }, Buffer.from(FILE)) !== null);
    expect(answered).toEqual([true, true, true, true, false, false, false, false, false, false]);
    expect(editBytes('Write', { content: 'x' }, Buffer.from(FILE))).toBeNull();
    expect(
      editBytes('Edit', { old_string: 'Tail.', new_string: 'x' }, Buffer.from(FILE.replaceAll('\n', '\r\n'))),
    ).toBeNull();
  });
});
