// The plainest YAML configs (block mappings of words) read without loading the YAML library.

/** A key or a string value: a word that YAML 1.2's core schema reads as a plain string, nothing else. */
const WORD = /^[A-Za-z][A-Za-z0-9_./@-]*$/;
/** Words the core schema reads as something other than a string (only `true` and `false` are taken here). */
const NOT_STRING = new Set(['True', 'TRUE', 'False', 'FALSE', 'null', 'Null', 'NULL']);
const LINE = /^( *)([A-Za-z][A-Za-z0-9_./@-]*):(?: +([^ ]+))? *$/;

/**
 * The value of a YAML text that is only block mappings, as the YAML library reads it, or undefined for anything
 * else (the caller then loads the library): each line blank, a comment starting at column 1, or `key:` /
 * `key: value` indented by spaces, where every key is a word, every value a word, `true`, `false` or a decimal
 * integer, keys unique in their mapping and each nested mapping indented further than its key. Loading the
 * library costs the agent hooks tens of milliseconds, for the one line `agent: lab` that init writes.
 */
export function plainYaml(text: string): Record<string, unknown> | undefined {
  const root: Record<string, unknown> = {};
  /** Open mappings, innermost last: their indent and object. */
  const stack: { indent: number; map: Record<string, unknown> }[] = [{ indent: 0, map: root }];
  /** A `key:` without a value: the indent its mapping must pass, the mapping and the key. */
  let pending: { indent: number; map: Record<string, unknown>; key: string } | null = null;
  let keys = 0;
  for (const line of text.split('\n')) {
    if (line === '' || /^ +$/.test(line) || line.startsWith('#')) continue;
    const m = LINE.exec(line);
    if (!m) return undefined;
    const indent = m[1].length;
    const [, , key, raw] = m;
    if (NOT_STRING.has(key) || key === 'true' || key === 'false') return undefined;
    if (pending) {
      if (indent > pending.indent) {
        const map: Record<string, unknown> = {};
        pending.map[pending.key] = map;
        stack.push({ indent, map });
      } else pending.map[pending.key] = null;
      pending = null;
    }
    while (stack.length > 1 && indent < stack[stack.length - 1].indent) stack.pop();
    const top = stack[stack.length - 1];
    if (indent !== top.indent || Object.hasOwn(top.map, key)) return undefined;
    keys++;
    if (raw === undefined) {
      pending = { indent, map: top.map, key };
      top.map[key] = null;
      continue;
    }
    const value = scalar(raw);
    if (value === undefined) return undefined;
    top.map[key] = value;
  }
  return keys === 0 ? undefined : root;
}

function scalar(raw: string): string | number | boolean | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^(?:0|[1-9][0-9]{0,14})$/.test(raw)) return Number(raw);
  return WORD.test(raw) && !NOT_STRING.has(raw) ? raw : undefined;
}
