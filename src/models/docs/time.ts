// RFC 3339 timestamps as the documents' fields write them: parse and format.
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;

/** Milliseconds since the epoch for an RFC 3339 timestamp with a zone, or null when it is not one. */
export function parseRfc3339(s: string): number | null {
  const m = RFC3339.exec(s);
  if (!m) return null;
  // The form tools write (`2026-11-29T10:00:00Z`: a "T", whole seconds short of a leap second, UTC, a year from
  // 100 on, which Date.UTC takes as written) is counted from its fields: a million entry headings paid for a Date,
  // three replaces and Date.parse each. Every other form is read as before.
  if (s.length === 20 && s[10] === 'T' && s[19] === 'Z') {
    const y = +m[1];
    const mo = +m[2];
    const d = +m[3];
    if (y >= 100 && mo >= 1 && mo <= 12 && d >= 1 && d <= daysIn(y, mo) && +m[4] <= 23 && +m[5] <= 59 && +m[6] <= 59)
      return Date.UTC(y, mo - 1, d, +m[4], +m[5], +m[6]);
  }
  const [y, mo, d, h, mi, se] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || se > 60) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > days) return null;
  if (m[9] !== undefined && (Number(m[9]) > 23 || Number(m[10]) > 59)) return null;
  const t = Date.parse(s.replace(' ', 'T').replace(/z$/, 'Z').replace(/t/, 'T'));
  return Number.isNaN(t) ? null : t;
}

/** Days in a month of the proleptic Gregorian calendar (what Date counts in). */
function daysIn(y: number, mo: number): number {
  if (mo !== 2) return mo === 4 || mo === 6 || mo === 9 || mo === 11 ? 30 : 31;
  return y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28;
}

/** The current UTC time in the canonical form tools write: `2026-11-29T10:00:00Z`. */
export function nowRfc3339(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
