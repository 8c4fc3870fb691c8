import { askedType, lookupRef, refText } from '../../models/index.js';
import { staticRule } from '../types.js';

export default staticRule({
  id: 'request/reversibility',
  file: 'requests',
  meta: {
    class: 'authority',
    description:
      "An outbound or irreversible capability is never reported done without a dispatcher's approval on the record " +
      '(a Handover-Approve commit).',
    defaultSeverity: 'error',
  },
  check(doc, { report, facts }) {
    for (const r of doc.requests) {
      if (r.type !== 'response' || r.status !== 'done' || !r.inReplyTo) continue;
      const target = lookupRef(doc, facts, r.inReplyTo)?.request ?? null;
      const level = r.reversibility ?? (target && askedType(target) === 'capability' ? target.reversibility : null);
      if (level !== 'outbound' && level !== 'irreversible') continue;
      const ref = refText(r.inReplyTo);
      if (facts.approvals.has(ref)) continue;
      report({
        message:
          'Entry {{seq}} reports the {{level}} capability {{ref}} done, but no dispatcher approved it on the record; ' +
          'answer "Status: escalated" until a dispatcher commits "Handover-Approve: {{ref}}" (handover approve ' +
          "{{ref}}), signed by one of the dispatcher's signingKeys or attested by the host",
        data: { seq: r.entry.seq ?? '?', level, ref },
        at: r.fields.get('status')!.span,
      });
    }
  },
});
