import { NAME } from '../../config/schema.js';
import {
  ASKING_TYPES,
  REQUEST_TYPES,
  REVERSIBILITY,
  STATUSES,
  parseRef,
  type RequestEntry,
} from '../../models/index.js';
import { staticRule } from '../types.js';

/** The fields each entry type needs (normalised labels), beyond To and Chain, which all carry. */
const REQUIRED: Record<string, string[]> = {
  ruling: ['subject', 'claims'],
  evidence: ['subject'],
  capability: ['subject', 'reversibility'],
  response: ['in reply to'],
  forward: ['in reply to', 'subject', 'type'],
};
const LABEL: Record<string, string> = {
  to: 'To',
  chain: 'Chain',
  subject: 'Subject',
  claims: 'Claims',
  reversibility: 'Reversibility',
  'in reply to': 'In-reply-to',
  type: 'Type',
};
const REFS = ['in reply to', 'denied before', 'relays'];

function problems(r: RequestEntry): { message: string; at: RequestEntry['entry']['heading'] }[] {
  const out: { message: string; at: RequestEntry['entry']['heading'] }[] = [];
  const n = r.entry.seq ?? '?';
  if (r.type === null)
    return [
      {
        message:
          `Entry ${n} has no request type: end its heading with one of ${REQUEST_TYPES.join(', ')} (## ${n} · ` +
          `<time> · ruling)`,
        at: r.entry.heading,
      },
    ];
  for (const key of ['to', 'chain', ...REQUIRED[r.type]]) {
    const f = r.fields.get(key);
    if (!f || (!f.value && f.items.length === 0))
      out.push({
        message: `Entry ${n} (${r.type}) has no ${LABEL[key]}: line; add "- ${LABEL[key]}: …"`,
        at: r.entry.heading,
      });
  }
  const field = (k: string) => r.fields.get(k)!;
  if (r.to && !NAME.test(r.to))
    out.push({ message: `Entry ${n}: "To: ${r.to}" is not a project id; name one project`, at: field('to').span });
  if (r.type === 'ruling' && r.fields.has('claims') && r.claims.length === 0)
    out.push({
      message: `Entry ${n}: the ruling lists no claims; number them under "- Claims:" (1. …)`,
      at: field('claims').span,
    });
  if (r.reversibility !== null && !(REVERSIBILITY as readonly string[]).includes(r.reversibility))
    out.push({
      message: `Entry ${n}: "Reversibility: ${r.reversibility}" is not one of ${REVERSIBILITY.join(', ')}`,
      at: field('reversibility').span,
    });
  if (r.status !== null && !(STATUSES as readonly string[]).includes(r.status))
    out.push({
      message: `Entry ${n}: "Status: ${r.status}" is not one of ${STATUSES.join(', ')}`,
      at: field('status').span,
    });
  if (r.type === 'forward' && r.forwards !== null && !(ASKING_TYPES as readonly string[]).includes(r.forwards))
    out.push({
      message: `Entry ${n}: a forward passes on a ${ASKING_TYPES.join(', ')} request, not "Type: ${r.forwards}"`,
      at: field('type').span,
    });
  for (const k of REFS) {
    const f = r.fields.get(k);
    if (f?.value && !parseRef(f.value))
      out.push({
        message: `Entry ${n}: "${f.label}: ${f.value}" is not a reference; write <project>#<seq>, e.g. lab#4`,
        at: f.span,
      });
  }
  for (const f of r.repeated) out.push({ message: `Entry ${n} gives ${f.label}: twice; keep one`, at: f.span });
  return out;
}

export default staticRule({
  id: 'request/fields',
  file: 'requests',
  meta: {
    class: 'authority',
    description:
      'Each REQUESTS.md entry is typed (ruling, evidence, capability, response, forward) and carries the fields its ' +
      'type needs.',
    defaultSeverity: 'error',
  },
  check(doc, { report }) {
    for (const r of doc.requests) {
      if (r.entry.headingProblem) continue; // handover/entry-heading reports it
      for (const p of problems(r)) report(p);
    }
  },
});
