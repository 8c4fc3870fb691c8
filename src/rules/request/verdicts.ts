import { askedType, lookupRef } from '../../models/index.js';
import { staticRule } from '../types.js';

export default staticRule({
  id: 'request/verdicts',
  file: 'requests',
  meta: {
    class: 'authority',
    description:
      'A response to a ruling gives one verdict per claim, in order (confirmed, wrong: <correction>, not stated), ' +
      'and says what the requester got backwards.',
    defaultSeverity: 'error',
  },
  check(doc, { report, facts }) {
    for (const r of doc.requests) {
      if (r.type !== 'response' || !r.inReplyTo) continue;
      const seq = r.entry.seq ?? '?';
      const target = lookupRef(doc, facts, r.inReplyTo)?.request ?? null;
      const ruling = target !== null && askedType(target) === 'ruling';
      r.verdicts.forEach((v, i) => {
        if (v.n !== null && v.n !== i + 1)
          report({
            message:
              'Entry {{seq}}: verdict {{n}} stands where verdict {{i}} belongs; give the verdicts in the order of ' +
              'the claims',
            data: { seq, n: v.n, i: i + 1 },
            at: v.span,
          });
        if (!v.verdict)
          report({
            message: 'Entry {{seq}}: verdict {{i}} "{{text}}" is not confirmed, wrong: <correction> or not stated',
            data: { seq, i: i + 1, text: v.text },
            at: v.span,
          });
      });
      if (!ruling || r.status === 'refused' || r.status === 'escalated') continue;
      const want = target!.claims.length;
      const at = r.fields.get('verdicts')?.span ?? r.entry.heading;
      if (r.verdicts.length < want)
        report({
          message:
            'Entry {{seq}} answers the ruling {{ref}} with {{got}} verdicts for its {{want}} claims; give one ' +
            'verdict per claim (confirmed, wrong: …, not stated)',
          data: { seq, ref: `${r.inReplyTo.project}#${r.inReplyTo.seq}`, got: r.verdicts.length, want },
          at,
        });
      else if (r.verdicts.length > want)
        report({
          message: 'Entry {{seq}} gives {{got}} verdicts, but the ruling {{ref}} has only {{want}} claims',
          data: { seq, ref: `${r.inReplyTo.project}#${r.inReplyTo.seq}`, got: r.verdicts.length, want },
          at,
        });
      if (!r.fields.get('backwards')?.value)
        report({
          message:
            'Entry {{seq}} answers a ruling without "Backwards:": say what the requester got backwards ("Backwards: ' +
            'nothing" if nothing)',
          data: { seq },
          at: r.entry.heading,
        });
    }
  },
});
