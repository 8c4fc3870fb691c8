// RFC 3339 timestamps as the documents' fields write them: parse and format.
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-](\d{2}):(\d{2}))$/;

/** Milliseconds since the epoch for an RFC 3339 timestamp with a zone, or null when it is not one. */
export function parseRfc3339(s: string): number | null {
  const m = RFC3339.exec(s);
  if (!m) return null;
  const [y, mo, d, h, mi, se] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || se > 60) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > days) return null;
  if (m[9] !== undefined && (Number(m[9]) > 23 || Number(m[10]) > 59)) return null;
  const t = Date.parse(s.replace(' ', 'T').replace(/z$/, 'Z').replace(/t/, 'T'));
  return Number.isNaN(t) ? null : t;
}

/** The current UTC time in the canonical form tools write: `2026-11-29T10:00:00Z`. */
export function nowRfc3339(date = new Date()): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
