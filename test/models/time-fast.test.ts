import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRfc3339 } from '../../src/models/docs/time.js';

// parseRfc3339 counts the canonical form (`2026-11-29T10:00:00Z`) from its fields; this is the reading every form
// had before (Date.parse after the checks), which it must agree with.
function byDateParse(s: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, se] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || se > 60) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > days) return null;
  if (m[9] !== undefined && (Number(m[9]) > 23 || Number(m[10]) > 59)) return null;
  const t = Date.parse(s.replace(' ', 'T').replace(/z$/, 'Z').replace(/t/, 'T'));
  return Number.isNaN(t) ? null : t;
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');

describe('parseRfc3339', () => {
  it('reads every timestamp as Date.parse after the checks did (canonical and other forms, edge days and years)', () => {
    const stamp = fc
      .record({
        y: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(0, 4, 99, 100, 1900, 2000, 2024, 2100)),
        mo: fc.integer({ min: 0, max: 13 }),
        d: fc.integer({ min: 0, max: 32 }),
        h: fc.integer({ min: 0, max: 25 }),
        mi: fc.integer({ min: 0, max: 60 }),
        se: fc.integer({ min: 0, max: 61 }),
        t: fc.constantFrom('T', 'T', 't', ' '),
        frac: fc.constantFrom('', '', '.5', '.123456'),
        zone: fc.constantFrom('Z', 'Z', 'z', '+01:00', '-23:59', '+24:00'),
      })
      .map(
        ({ y, mo, d, h, mi, se, t, frac, zone }) =>
          `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}${t}${pad(h, 2)}:${pad(mi, 2)}:${pad(se, 2)}${frac}${zone}`,
      );
    fc.assert(
      fc.property(stamp, (s) => {
        expect(parseRfc3339(s)).toBe(byDateParse(s));
      }),
      { numRuns: 50_000 },
    );
    for (const s of ['2024-02-29T23:59:59Z', '1900-02-29T00:00:00Z', '2000-02-29T00:00:00Z', '0099-12-31T00:00:00Z'])
      expect(parseRfc3339(s)).toBe(byDateParse(s));
  });
});
