import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRfc3339 } from '../../src/models/docs/time.js';

/** The reading before the canonical form got its own path: the regex, the calendar checks and `Date.parse`. */
function byRegex(s: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, se] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || se > 60) return null;
  if (d > new Date(Date.UTC(y, mo, 0)).getUTCDate()) return null;
  if (m[9] !== undefined && (Number(m[9]) > 23 || Number(m[10]) > 59)) return null;
  const t = Date.parse(s.replace(' ', 'T').replace(/z$/, 'Z').replace(/t/, 'T'));
  return Number.isNaN(t) ? null : t;
}

const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
const stamp = fc
  .tuple(
    fc.oneof(
      fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
      fc.constantFrom('1999', '2024'),
    ),
    two(13),
    two(32),
    two(25),
    two(61),
    two(61),
    fc.constantFrom('', '.5', '.123', '.123456'),
    fc.constantFrom('Z', 'z', '+01:00', '-23:59', '+24:00', ''),
    fc.constantFrom('T', 't', ' ', 'X'),
  )
  .map(([y, mo, d, h, mi, se, frac, zone, sep]) => `${y}-${mo}-${d}${sep}${h}:${mi}:${se}${frac}${zone}`);

describe('parseRfc3339', () => {
  it('reads every generated timestamp as the regex and Date.parse read it', () => {
    fc.assert(
      fc.property(stamp, (s) => {
        expect(parseRfc3339(s)).toBe(byRegex(s));
      }),
      { numRuns: 20_000 },
    );
  });

  it('reads the edges of the canonical form as before', () => {
    for (const s of [
      '2026-11-29T10:00:00Z',
      '2024-02-29T23:59:59Z',
      '2023-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2000-02-29T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-12-31T23:59:60Z',
      '0099-01-01T00:00:00Z',
      '1000-01-01T00:00:00Z',
      '0999-12-31T23:59:59Z',
      '2026-00-10T00:00:00Z',
      '2026-1a-10T00:00:00Z',
      '2026-11-29T10:00:00Z ',
      '２０２６-11-29T10:00:00Z',
    ])
      expect(parseRfc3339(s), s).toBe(byRegex(s));
  });
});
