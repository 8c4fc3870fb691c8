import { ageText } from '../requests/inbox.js';
import type { ForestReport, ForestProject } from './index.js';

/** The forest as text: the trees, upstreams, open requests, blocked agents, then every disagreement. */
export function renderText(r: ForestReport): string {
  const out = [`Forest under ${r.root}: ${r.projects.length} project${r.projects.length === 1 ? '' : 's'}`];
  const tree = (p: ForestProject, depth: number) => {
    const subs = p.subprojects.length ? `  head of ${p.subprojects.join(', ')}` : '';
    const registry = p.registry ? `  registry: ${p.registry}` : '';
    out.push(`${'  '.repeat(depth + 1)}${p.id} (${p.path}, ${p.charter})${subs}${registry}`);
    for (const c of p.clones ?? []) out.push(`${'  '.repeat(depth + 2)}clone: ${c}`);
    for (const s of r.projects.filter((x) => x.parent === p.id && x !== p)) tree(s, depth + 1);
  };
  for (const p of r.projects.filter((x) => x.parent === null)) tree(p, 0);
  const ups = r.projects.flatMap((p) =>
    p.upstreams.map((u) => {
      const dialect = u.dialect && u.dialect !== 'handover' ? `  (${u.dialect} dialect)` : '';
      return `  ${u.project ?? `${u.name} (${u.source})`} → ${p.id}${dialect}`;
    }),
  );
  out.push('', 'Upstreams (data flows →)', ...(ups.length ? ups : ['  none']));
  out.push(
    '',
    'Open requests (oldest first)',
    ...(r.open.length
      ? r.open.map((o) => {
          const on = o.subject ? ` on "${o.subject}"` : '';
          return `  ${o.stale ? 'STALE ' : ''}${o.ref} ${o.type} → ${o.to}${on}, waiting ${ageText(o.ageDays)}`;
        })
      : ['  none']),
  );
  out.push(
    '',
    'Blocked agents',
    ...(r.blocked.length
      ? r.blocked.map((b) => `  ${b.agent} (${b.project}'s SYNC.md) blocked on: ${b.on}`)
      : ['  none']),
  );
  if (r.escalations?.length)
    out.push(
      '',
      "Waiting for a dispatcher's approval",
      ...r.escalations.map(
        (e) =>
          `  ${e.ref} ${e.reversibility ?? 'capability'}${e.subject ? ` on "${e.subject}"` : ''}, escalated by ` +
          `${e.escalatedBy}: in ${e.dir}, ${e.command} (${e.file}:${e.line})`,
      ),
    );
  out.push('', r.disagreements.length ? `Disagreements (${r.disagreements.length})` : 'No disagreements.');
  for (const d of r.disagreements) out.push(`  ${d.kind}: ${d.message}`);
  return `${out.join('\n')}\n`;
}

const nodeId = (id: string) => `p_${id.replace(/[^A-Za-z0-9]/g, '_')}`;
const label = (s: string) => s.replace(/"/g, '#quot;').replace(/[<>]/g, '');

/** The forest as a Mermaid flowchart: each tree a subgraph, upstream edges solid, open requests dotted. */
export function renderMermaid(r: ForestReport): string {
  const out = ['flowchart TD'];
  const node = (p: ForestProject, pad: string) => out.push(`${pad}${nodeId(p.id)}["${label(p.id)}"]`);
  const tree = (p: ForestProject, pad: string) => {
    const subs = r.projects.filter((x) => x.parent === p.id && x !== p);
    if (subs.length === 0) return node(p, pad);
    out.push(`${pad}subgraph t_${nodeId(p.id)}["${label(p.id)} tree"]`);
    node(p, `${pad}  `);
    for (const s of subs) tree(s, `${pad}  `);
    out.push(`${pad}end`);
  };
  for (const p of r.projects.filter((x) => x.parent === null)) tree(p, '  ');
  const outside = new Set<string>();
  for (const p of r.projects) {
    for (const s of p.subprojects) out.push(`  ${nodeId(p.id)} -->|head of| ${nodeId(s)}`);
    for (const u of p.upstreams) {
      if (u.project) {
        out.push(`  ${nodeId(u.project)} ==>|upstream| ${nodeId(p.id)}`);
        continue;
      }
      // An upstream outside the forest (a URL no folder here is a clone of): its own node, as the text lists it.
      const id = `u_${nodeId(u.name)}_${nodeId(u.source).slice(2)}`;
      if (!outside.has(id)) out.push(`  ${id}["${label(`${u.name} (${u.source})`)}"]`);
      outside.add(id);
      out.push(`  ${id} ==>|upstream| ${nodeId(p.id)}`);
    }
  }
  const known = new Set(r.projects.map((p) => p.id));
  for (const o of r.open) {
    if (!known.has(o.to)) out.push(`  ${nodeId(o.to)}["${label(o.to)} (not found)"]`);
    out.push(`  ${nodeId(o.from)} -.->|"${label(`${o.ref} ${o.type} ${ageText(o.ageDays)}`)}"| ${nodeId(o.to)}`);
  }
  return `${out.join('\n')}\n`;
}
