import { unclosedFenceProblem } from '../../models/index.js';
import { staticRule } from '../types.js';
export default staticRule({
    id: 'handover/entry-heading',
    file: 'handover',
    meta: {
        description: 'Every level-2 heading of a handover log is an entry heading: `## <seq> · <timestamp>[ · <title>]`.',
        defaultSeverity: 'error',
    },
    check(doc, { report }) {
        for (const p of doc.problems)
            report({ message: p.message, at: p.at });
        for (const e of doc.entries)
            if (e.headingProblem)
                report({ message: e.headingProblem, at: e.heading });
        if (doc.unclosedFence)
            report(unclosedFenceProblem(doc.unclosedFence.start, 'entry'));
    },
});
