// The conventions a status board follows that its newest text alone does not show, read from its git history.
import { makeDialect, type SyncDialect } from '../models/dialect.js';
import { parseSync, sourceFromBytes, type SyncDoc } from '../models/index.js';
import { fullSections, readsAs, recentVersions, type Inference, type InferredConfig } from './infer.js';

type SyncKnobs = NonNullable<InferredConfig['sync']>;
type FieldName = 'focus' | 'blocked' | 'next';

/** The dialect the inferred `sync` knobs describe. */
export function boardDialect(s: SyncKnobs | undefined): SyncDialect {
  return makeDialect({
    syncFields: s?.fields,
    syncLevel: s?.level,
    syncLayout: s?.layout,
    syncOwnFields: s?.ownFields,
    shared: s?.shared,
  }).sync;
}

const agentsOf = (doc: SyncDoc) => doc.sections.filter((s) => s.shared === null);
const carries = (s: SyncDoc['sections'][number], name: string) => s.fields.some((f) => f.name === name);

/**
 * The fields a board carries in part (`sync.fields.<field>.optional`), from its versions (oldest first, the newest
 * last): a field most of its newest version's agent sections carry, that a section goes without and has gone without
 * in every version holding it, two versions or more (its writers kept it so through a later commit). A field a
 * section lacking it now carried in an earlier version keeps required: it was removed, and that is a finding, not
 * the board's way.
 */
export function optionalFields(path: string, versions: string[], dialect: SyncDialect): FieldName[] {
  const docs = versions.map((t) => parseSync(sourceFromBytes(path, t), dialect));
  const newest = docs[docs.length - 1];
  if (!newest) return [];
  const agents = agentsOf(newest);
  const out: FieldName[] = [];
  for (const f of dialect.fields) {
    const lacking = agents.filter((s) => !carries(s, f.name));
    if (lacking.length === 0 || lacking.length * 2 > agents.length) continue;
    let removed = false;
    let kept = false;
    for (const s of lacking) {
      const id = s.id.toLowerCase();
      const same = docs.flatMap((d) => agentsOf(d).filter((x) => x.id.toLowerCase() === id));
      if (same.some((x) => carries(x, f.name))) removed = true;
      if (docs.filter((d) => agentsOf(d).some((x) => x.id.toLowerCase() === id)).length >= 2) kept = true;
    }
    if (!removed && kept) out.push(f.name as FieldName);
  }
  return out;
}

/**
 * Adds the conventions a board's history shows (its optional fields) to each board inference that reads, in the
 * handover dialect (and to the repo's config, when given), so `init` writes them and `init --detect` shows them.
 */
export async function withBoardConventions(
  root: string,
  found: Inference[],
  read: (path: string) => Uint8Array | null,
  config?: InferredConfig,
): Promise<void> {
  for (const f of found) {
    const bytes = readsAs(f, 'sync', read);
    if (!bytes) continue;
    const text = Buffer.from(bytes).toString('utf8');
    const { versions } = await recentVersions(root, f.path);
    // the text in the work tree is the newest version, committed or not
    if (versions[versions.length - 1] !== text) versions.push(text);
    const optional = optionalFields(f.path, versions, boardDialect(f.config.sync));
    if (!optional.length) continue;
    const fields = { ...(f.config.sync?.fields ?? {}) };
    for (const name of optional) fields[name] = { ...(fields[name] || {}), optional: true };
    f.config = { ...f.config, sync: { ...f.config.sync, fields } };
    if (config) config.sync = { ...config.sync, fields: { ...(config.sync?.fields ?? {}), ...fields } };
    const doc = parseSync(sourceFromBytes(f.path, text), boardDialect(f.config.sync));
    f.matched = fullSections(doc).length;
    const labels = doc.schema.filter((x) => x.optional).map((x) => `"${x.label}"`);
    f.shape += `, ${labels.join(' and ')} optional (a section has gone without it through the board's history)`;
  }
}
