import { lookupRef, type RequestEntry, type RequestsDoc } from '../../models/index.js';
import { type RuleContext, staticRule } from '../types.js';

export default staticRule({
  id: 'request/chain',
  file: 'requests',
  meta: {
    class: 'authority',
    description:
      'The Chain: of a request ends with its writer, names no project twice, never leads back to the writer, and has ' +
      'at most requests.maxDepth hops.',
    defaultSeverity: 'error',
  },
  check(doc, { report, config, facts }) {
    for (const r of doc.requests) checkRequest(r, { doc, report, facts, max: config.requests.maxDepth });
  },
});

interface ChainCheck {
  doc: RequestsDoc;
  report: RuleContext['report'];
  facts: RuleContext['facts'];
  /** requests.maxDepth */
  max: number;
}

/** Checks one request's chain: its end, cycles, the address, the hop count, and a forward's copy of the chain. */
function checkRequest(r: RequestEntry, { doc, report, facts, max }: ChainCheck): void {
  const f = r.fields.get('chain');
  if (!r.chain || !f || !r.type || !doc.writer) return;
  const data = { seq: r.entry.seq ?? '?', chain: r.chain.join(' → '), writer: doc.writer, to: r.to ?? '?', max };
  const lower = r.chain.map((p) => p.toLowerCase());
  const dup = lower.find((p, i) => lower.indexOf(p) !== i);
  if (lower[lower.length - 1] !== doc.writer.toLowerCase())
    report({
      message:
        'Entry {{seq}}: the chain {{chain}} does not end with the writer {{writer}}; a chain lists who the ' +
        'request passed, ending with whoever writes it',
      data,
      at: f.span,
    });
  else if (dup)
    report({
      message: 'Entry {{seq}}: the chain {{chain}} passes {{dup}} twice; a request never goes round in a cycle',
      data: { ...data, dup },
      at: f.span,
    });
  if (r.to && r.to.toLowerCase() === doc.writer.toLowerCase()) {
    report({
      message: 'Entry {{seq}} is addressed to its own writer {{writer}}; a project does not send requests to itself',
      data,
      at: r.fields.get('to')!.span,
    });
    return;
  }
  const asking = r.type !== 'response';
  if (asking && r.to && lower.includes(r.to.toLowerCase()))
    report({
      message: 'Entry {{seq}} goes to {{to}}, which the chain {{chain}} already passed: a cycle; answer it instead',
      data,
      at: r.fields.get('to')!.span,
    });
  const hops = asking ? r.chain.length : r.chain.length - 1;
  if (hops > max)
    report({
      message:
        'Entry {{seq}} travels {{hops}} hops ({{chain}}{{next}}), more than requests.maxDepth ({{max}}); answer ' +
        'it here or ask a human',
      data: { ...data, hops, next: asking ? ` → ${r.to ?? '?'}` : '' },
      at: f.span,
    });
  if (r.type === 'forward' && r.inReplyTo) {
    const from = lookupRef(doc, facts, r.inReplyTo)?.request.chain;
    const want = from ? [...from, doc.writer] : null;
    if (want && want.join('\u0000').toLowerCase() !== lower.join('\u0000'))
      report({
        message: "Entry {{seq}}: a forward carries the request's chain and adds its writer: {{want}}, not {{chain}}",
        data: { ...data, want: want.join(' → ') },
        at: f.span,
      });
  }
}
