import { planConsume } from '../consume/index.js';
import { headCommit } from '../git/worktree.js';
import { note, sessionDir, str } from './payload.js';
import { readSession, writeSession } from './session.js';
import { hookRepo, isAnswer } from './repo.js';
import { shown } from '../display.js';
const HOOK = 'claude-session-start';
/** Claude Code keeps no more than this of a hook's output. */
export const SESSION_START_MAX_CHARS = 10_000;
/**
 * SessionStart: prints the upstream entries not yet consumed (within 10,000 characters) for the
 * agent's context (plain stdout at exit 0 is what Claude Code adds to it). Only a real start
 * (`source: startup`) moves the offset, after the text is written; resume, clear, compact and fork show
 * the last batch again and move nothing.
 */
export async function sessionStart(payload, fallbackCwd, write, env = {}) {
    const repo = await hookRepo(sessionDir(payload, env, fallbackCwd), HOOK);
    if (isAnswer(repo))
        return repo;
    const { root, config } = repo;
    const source = str(payload.source);
    // Every source notes HEAD for its session id (kept when already noted: resume and compact keep their id),
    // so Stop sees work committed after /clear or in a fork, whose session ids are new.
    const sessionId = str(payload.session_id);
    if (!(await readSession(root, sessionId)).head)
        await writeSession(root, sessionId, { head: await headCommit(root) });
    // Reserved: the forest's inbox summary (requests waiting for this project) will be shown here.
    if (Object.keys(config.upstreams).length === 0)
        return { code: 0 };
    const startup = source === 'startup';
    try {
        const plan = await planConsume({ root, config, maxChars: SESSION_START_MAX_CHARS, format: 'markdown', replayLast: !startup });
        if (plan.output)
            await write(shown(plan.output.endsWith('\n') ? plan.output : plan.output + '\n'));
        if (startup && !plan.upToDate)
            await plan.commit();
        return { code: 0 };
    }
    catch (error) {
        const e = error;
        // A protocol problem upstream (a rewritten entry, say) is news the agent must see: it goes to its context.
        if (e.name === 'CliError' && e.exitCode === 1) {
            await write(shown(`handover: consume found a protocol problem upstream: ${e.message}\n`));
            return { code: 0 };
        }
        return note(`${HOOK}: could not read the upstream entries: ${e.message}`);
    }
}
