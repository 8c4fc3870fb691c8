import {
  askedType,
  lookupRef,
  refText,
  requesterOf,
  sameSubject,
  type ForestFacts,
  type RequestEntry,
  type RequestsDoc,
} from '../../models/index.js';
import { type RuleContext, staticRule } from '../types.js';

/** Where a request stands: the log it is in (its writer) and its position there. */
interface Place {
  writer: string | null;
  seq: number | null;
}

/**
 * Whether a refusal of the request at `refused` counts against the request at `at`: in one log, only a request
 * after the refused one (by position: a log's order is its sequence, never the clocks its writer typed); across
 * logs there is no shared order, so a refusal on record counts.
 */
function before(refused: Place, at: Place): boolean {
  if (refused.writer === null || at.writer === null || refused.writer.toLowerCase() !== at.writer.toLowerCase())
    return true;
  return refused.seq !== null && at.seq !== null && refused.seq < at.seq;
}

/** A response (in any log known) that refused a capability on `subject` to `requester` before `at`, as a ref. */
function refusalBefore(
  doc: RequestsDoc,
  facts: ForestFacts,
  { requester, subject, at }: { requester: string; subject: string | null; at: Place },
): string | null {
  for (const log of [doc, ...facts.peers.values()]) {
    if (log !== doc && log.writer === doc.writer) continue;
    for (const x of log.requests) {
      if (x.type !== 'response' || x.status !== 'refused' || !x.inReplyTo) continue;
      const asked =
        lookupRef(log, facts, x.inReplyTo) ??
        (x.inReplyTo.project === doc.writer ? lookupRef(doc, facts, x.inReplyTo) : null);
      const req = asked?.request;
      if (
        !req ||
        askedType(req) !== 'capability' ||
        requesterOf(req, asked.writer)?.toLowerCase() !== requester.toLowerCase() ||
        !before({ writer: asked.writer, seq: req.entry.seq }, at)
      )
        continue;
      if (sameSubject(x.subject ?? req.subject, subject)) return `${log.writer ?? '?'}#${x.entry.seq}`;
    }
  }
  return null;
}

const isCapability = (r: RequestEntry) => r.type !== 'response' && askedType(r) === 'capability';

export default staticRule({
  id: 'request/laundering',
  file: 'requests',
  meta: {
    class: 'authority',
    description:
      'A capability request on a subject an earlier response refused to the same requester carries Denied-before: ' +
      'and Status: escalated, and is answered only by escalating it.',
    defaultSeverity: 'error',
  },
  check(doc, { report, facts }) {
    for (const r of doc.requests) {
      if (isCapability(r)) checkAsk(r, { doc, facts, report });
      else if (r.type === 'response' && r.inReplyTo && r.status !== 'escalated' && r.status !== 'refused')
        checkAnswer(r, { doc, facts, report });
    }
  },
});

interface Scope {
  doc: RequestsDoc;
  facts: ForestFacts;
  report: RuleContext['report'];
}

/** A capability request on a subject refused before must say so and escalate. */
function checkAsk(r: RequestEntry, { doc, facts, report }: Scope): void {
  const requester = requesterOf(r, doc.writer);
  const at = { writer: doc.writer, seq: r.entry.seq };
  const refused = requester ? refusalBefore(doc, facts, { requester, subject: r.subject, at }) : null;
  if (!refused || (r.deniedBefore && r.status === 'escalated')) return;
  report({
    message:
      'Entry {{seq}} asks again for "{{subject}}", which {{refused}} refused to {{requester}}: routing around a ' +
      'refusal goes to a human; add "Denied-before: {{refused}}" and "Status: escalated"',
    data: { seq: r.entry.seq ?? '?', subject: r.subject ?? '', refused, requester: requester! },
    at: r.entry.heading,
  });
}

/** A response (neither escalated nor refused) to a capability refused before: only a human answers it. */
function checkAnswer(r: RequestEntry, { doc, facts, report }: Scope): void {
  const asked = r.inReplyTo ? lookupRef(doc, facts, r.inReplyTo) : null;
  if (!r.inReplyTo || !asked || !isCapability(asked.request)) return;
  const request = asked.request;
  const requester = requesterOf(request, asked.writer);
  const refused = request.deniedBefore
    ? refText(request.deniedBefore)
    : requester
      ? refusalBefore(doc, facts, {
          requester,
          subject: request.subject,
          at: { writer: asked.writer, seq: request.entry.seq },
        })
      : null;
  if (refused)
    report({
      message:
        'Entry {{seq}} answers {{ref}}, a capability {{refused}} refused to {{requester}} before; a human ' +
        'decides: answer "Status: escalated"',
      data: { seq: r.entry.seq ?? '?', ref: refText(r.inReplyTo), refused, requester: requester ?? '?' },
      at: r.fields.get('status')?.span ?? r.entry.heading,
    });
}
