import { join } from 'node:path';
import { readIfExists } from '../fsutil.js';
import { commitsTouching, headCommit, readAtCommits } from '../git/history.js';
import { isBlocked, parseSync, sourceFromBytes, syncField } from '../models/index.js';
import { keyedSections, syncSectionKey, syncSectionKeyIn } from '../models/sections.js';
import { dialectOf } from '../config/schema.js';
/** Reads SYNC.md and its git history into per-agent state. Unreadable file: exit-2 CliError. */
export function agentsOverview(root, config, now = Date.now()) {
    const file = config.files.sync;
    const abs = join(root, file);
    const staleDays = config.sync.staleDays;
    const bytes = readIfExists(abs, file);
    if (bytes === null)
        return { file, exists: false, staleDays, agents: [] };
    const dialect = dialectOf(config).sync;
    const doc = parseSync(sourceFromBytes(file, bytes), dialect);
    const sections = doc.sections.filter((s) => !s.shared);
    const keyOf = syncSectionKeyIn(dialect);
    const times = lastChanges(root, file, doc.source.text, now, keyOf);
    const agents = sections.map((s) => {
        const a = state(s, times.get(s.id.toLowerCase()), now, staleDays);
        if (dialect.stale === 'dates') {
            // The dialect dates its fields: a section is stale when every field's date is older than staleDays.
            const dates = s.fields.map((f) => (f.date ? Date.parse(`${f.date}T00:00:00Z`) : NaN)).filter((t) => !Number.isNaN(t));
            a.stale = dates.length > 0 && dates.every((t) => now - t > staleDays * 86_400_000);
            const shift = syncField(s, 'shift');
            const question = syncField(s, 'question');
            if (shift)
                a.shift = shift.value;
            if (question)
                a.question = question.value;
        }
        return a;
    });
    const rank = (a) => (a.blocked ? 0 : a.stale ? 1 : 2);
    agents.sort((a, b) => rank(a) - rank(b) || a.line - b.line);
    return { file, exists: true, staleDays, agents };
}
function state(s, change, now, staleDays) {
    const value = (n) => syncField(s, n)?.value ?? null;
    const time = change?.time ?? null;
    return {
        id: s.id,
        line: s.heading.start.line,
        focus: value('focus'),
        blockedOn: value('blocked'),
        next: value('next'),
        blocked: isBlocked(s),
        stale: time !== null && now - time > staleDays * 86_400_000,
        lastChanged: time === null ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        commit: change?.commit ?? null,
        uncommitted: change !== undefined && change.commit === null,
    };
}
const BATCH = 200;
/**
 * Per section key, the newest commit whose version of the section differs from every parent's:
 * the last time someone wrote that section. A section that differs from HEAD in the working tree
 * counts as changed now. Walks history newest first and stops once every section is placed.
 */
export function lastChanges(root, relPath, workingText, now = Date.now(), keyOf = syncSectionKey) {
    const out = new Map();
    const keyed = (text) => {
        const r = keyedSections(text.replace(/^\uFEFF/, ''), keyOf);
        // Duplicate headings cannot be keyed; history then says nothing about staleness.
        return r.ok ? r.doc : null;
    };
    const current = keyed(workingText);
    if (!current)
        return out;
    const open = new Set(current.sections.map((s) => s.key));
    const headSha = headCommit(root);
    if (!headSha)
        return out; // outside git, or before the first commit: no history to judge by
    const commits = commitsTouching(root, relPath);
    const headText = readAtCommits(root, [headSha], relPath).get(headSha) ?? null;
    const head = headText === null ? null : keyed(headText);
    for (const s of current.sections) {
        const before = head?.sections.find((h) => h.key === s.key);
        if (!before || before.same !== s.same) {
            out.set(s.key, { time: now, commit: null });
            open.delete(s.key);
        }
    }
    for (let i = 0; i < commits.length && open.size; i += BATCH) {
        const batch = commits.slice(i, i + BATCH);
        const texts = readAtCommits(root, batch.flatMap((c) => [c.commit, ...c.parents]), relPath);
        const docs = new Map();
        const docAt = (sha) => {
            if (!docs.has(sha)) {
                const t = texts.get(sha);
                docs.set(sha, t === undefined || t === null ? null : keyed(t));
            }
            return docs.get(sha);
        };
        for (const c of batch) {
            const mine = docAt(c.commit);
            const parents = c.parents.map(docAt);
            for (const key of [...open]) {
                const body = mine?.sections.find((s) => s.key === key)?.same;
                const same = parents.some((p) => p?.sections.find((s) => s.key === key)?.same === body);
                if (!same) {
                    out.set(key, { time: c.time, commit: c.commit });
                    open.delete(key);
                }
            }
        }
    }
    return out;
}
