import { describe, expect, it } from 'vitest';
import { entry, log, messagesOf, rangeCheck, rangeRepo, stagedCheck } from './fixtures.js';

// Issue 31, "blame only the change, for every finding": a static finding the base already had at the same place is
// never blamed on a later commit. protocol/encoding's identity was the whole file, so a file with old bare CRs was
// blamed again and one old bare CR admitted any new one; now each problem is known by the line it is on.

const config = JSON.stringify({ agents: { lab: { emails: ['test@example.org'] } } });
const oldCr = log(3).replace('Entry 2 text.', 'Entry 2\rtext.').replace('Entry 3 text.', 'Entry\r3 text.');
const base = { '.handoverrc.json': config, 'HANDOVER.md': oldCr };

describe('protocol/encoding: a bare CR the base had is not blamed on a later commit', () => {
  it('check --range: commits that append entries to a log with old bare CRs pass, the CRs reported as already there', () => {
    const { dir, base: sha } = rangeRepo(base, [
      { files: { 'HANDOVER.md': oldCr + entry(4) }, message: 'four' },
      { files: { 'HANDOVER.md': oldCr + entry(4) + entry(5) }, message: 'five' },
    ]);
    const r = rangeCheck(dir, `${sha}..HEAD`);
    expect(messagesOf(r.json).filter((m) => m.severity === 'error')).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('check --staged: a change that leaves the old bare CRs where they were passes', () => {
    const r = stagedCheck(base, { 'HANDOVER.md': oldCr + entry(4) }, ['--actor', 'lab']);
    expect(r.code).toBe(0);
  });

  it('a new bare CR elsewhere is the change’s, whatever the base had', () => {
    const withNew = oldCr + entry(4, 'New\rline.');
    const { dir, base: sha } = rangeRepo(base, [{ files: { 'HANDOVER.md': withNew }, message: 'four' }]);
    const r = rangeCheck(dir, `${sha}..HEAD`);
    const errors = (json: typeof r.json) => messagesOf(json).filter((m) => m.severity === 'error');
    // the new bare CR is the one error; the two old ones are warnings, already in the parent
    expect(errors(r.json).map((m) => m.ruleId)).toEqual(['protocol/encoding']);
    expect(messagesOf(r.json).filter((m) => m.ruleId === 'protocol/encoding')).toHaveLength(3);
    expect(r.code).toBe(1);
    expect(stagedCheck(base, { 'HANDOVER.md': withNew }, ['--actor', 'lab']).code).toBe(1);
    // a new entry with a line that reads like an old one's is still new: the place is the entry and the line
    const sameEntry = stagedCheck(base, { 'HANDOVER.md': oldCr + entry(4, 'Entry 2\rtext.') }, ['--actor', 'lab']);
    expect(errors(sameEntry.json).map((m) => m.ruleId)).toEqual(['protocol/encoding']);
    expect(sameEntry.code).toBe(1);
  });
});
