/**
 * The budget of a tool result that carries entries (SPEC §5, `handover mcp`): at most so many characters of what is
 * sent (the JSON text), whole items only, with what is left and a cursor to read on.
 */

/** The session hook's budget: what a result holds at most unless the call asks for more. */
export const BUDGET = 10_000;

/** Thrown for an argument the tool cannot use; the server turns it into a tool error with the sentence. */
export class Refusal extends Error {}

/** A cursor as the model passes it back: opaque, naming the tool it continues. */
export function encodeCursor(tool: string, at: unknown): string {
  return Buffer.from(JSON.stringify({ t: tool, at }), 'utf8').toString('base64url');
}

/** What a cursor holds, or a Refusal when it is not one this tool gave. */
export function decodeCursor<T>(tool: string, cursor: string, valid: (at: unknown) => at is T): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const p = parsed as { t?: unknown; at?: unknown } | null;
  if (!p || p.t !== tool || !valid(p.at))
    throw new Refusal(
      `cursor "${cursor.slice(0, 40)}" is not one ${tool} gave; call ${tool} without cursor to start over.`,
    );
  return p.at;
}

/**
 * The most leading items of `items` whose result fits `budget` characters as sent (`JSON.stringify` of what
 * `render(k)` builds for the first k): k, and that result. Zero when even the first does not fit.
 */
export function fitWhole(
  items: unknown[],
  budget: number,
  render: (k: number) => Record<string, unknown>,
): { k: number; data: Record<string, unknown> } {
  const size = (k: number) => JSON.stringify(render(k)).length;
  // a first guess from the envelope and each item's own length, then exact: the envelope's numbers and cursor vary
  let k = 0;
  let used = size(0) + 64;
  while (k < items.length && used + JSON.stringify(items[k]).length + 1 <= budget)
    used += JSON.stringify(items[k++]).length + 1;
  while (k < items.length && size(k + 1) <= budget) k++;
  while (k > 0 && size(k) > budget) k--;
  return { k, data: render(k) };
}

/** The sentence that says what is left and how to read it. */
export function leftNote(o: {
  tool: string;
  left: number;
  unit: string;
  blocked?: { what: string; size: number };
}): string {
  if (o.blocked)
    return (
      `${o.blocked.what} alone is ${o.blocked.size} characters as sent, over the budget: call ${o.tool} again with ` +
      `max_chars of at least ${o.blocked.size} to read it (${o.left} ${o.unit} left).`
    );
  if (!o.left) return `Nothing more: every ${o.unit.replace(/s$/, '')} is here.`;
  return `${o.left} ${o.unit} left: call ${o.tool} again with this cursor to read on.`;
}

/**
 * A command's JSON result within the budget: the arrays under `keys`, read as one list in that order, cut after
 * the most whole items that fit; the other fields stay. With `cursor`, the list starts after what it returned.
 * Whether the result holds everything is `left === 0` (then a reader may consume what it showed).
 */
export function pagedArrays(o: {
  tool: string;
  data: Record<string, unknown>;
  keys: string[];
  cursor?: string;
  budget?: number;
}): { data: Record<string, unknown>; left: number; whole: boolean } {
  const start = o.cursor
    ? decodeCursor(o.tool, o.cursor, (at): at is number => Number.isSafeInteger(at) && (at as number) >= 0)
    : 0;
  const flat = o.keys.flatMap((key) =>
    (Array.isArray(o.data[key]) ? (o.data[key] as unknown[]) : []).map((item) => ({ key, item })),
  );
  const rest = flat.slice(start);
  const render = (k: number): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...o.data };
    for (const key of o.keys) if (Array.isArray(o.data[key])) out[key] = [];
    for (const { key, item } of rest.slice(0, k)) (out[key] as unknown[]).push(item);
    const left = rest.length - k;
    return {
      ...out,
      returned: k,
      left,
      cursor: left ? encodeCursor(o.tool, start + k) : null,
      note: leftNote({ tool: o.tool, left, unit: 'items' }),
    };
  };
  const fit = fitWhole(
    rest.map((r) => r.item),
    o.budget ?? BUDGET,
    render,
  );
  if (fit.k === 0 && rest.length)
    fit.data.note = leftNote({
      tool: o.tool,
      left: rest.length,
      unit: 'items',
      blocked: { what: `The next item (${rest[0].key})`, size: JSON.stringify(render(1)).length },
    });
  const left = rest.length - fit.k;
  return { data: fit.data, left, whole: start === 0 && left === 0 };
}
