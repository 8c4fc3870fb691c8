import { correctsOf } from '../../models/index.js';
import { staticRule } from '../types.js';
export default staticRule({
    id: 'handover/corrects-target',
    file: 'handover',
    meta: {
        description: '`Corrects: #N` names an earlier entry that exists.',
        defaultSeverity: 'error',
    },
    check(doc, { report }) {
        const seqs = new Set();
        for (const e of doc.entries) {
            for (const line of correctsOf(e)) {
                for (const n of line.targets) {
                    if (e.seq !== null && n >= e.seq) {
                        report({ message: 'Entry {{seq}} corrects #{{n}}, which is not earlier; a correction names an entry before it', data: { seq: e.seq, n }, at: line.span });
                    }
                    else if (!seqs.has(n) && !(doc.prior && n <= (doc.prior.lastSeq ?? 0))) {
                        report({ message: 'Entry {{seq}} corrects #{{n}}, but there is no entry {{n}}', data: { seq: e.seq ?? '?', n }, at: line.span });
                    }
                }
            }
            if (e.seq !== null)
                seqs.add(e.seq);
        }
    },
});
