import { planConsume } from '../consume/index.js';
import { headCommit } from '../git/worktree.js';
import { note, str, type HookAnswer, type Payload } from './payload.js';
import { writeSession } from './session.js';
import { hookRepo, isAnswer } from './repo.js';
import { shown } from '../display.js';

const HOOK = 'claude-session-start';
/** Claude Code keeps no more than this of a hook's output. */
export const SESSION_START_MAX_CHARS = 10_000;

/**
 * SessionStart: prints the upstream entries not yet consumed (within 10,000 characters) for the
 * agent's context. Only a real start (`source: startup`) moves the offset, after the text is
 * written; resume, clear and compact show the last batch again and move nothing.
 */
export async function sessionStart(payload: Payload, fallbackCwd: string, write: (text: string) => Promise<void>): Promise<HookAnswer> {
  const repo = await hookRepo(str(payload.cwd) ?? fallbackCwd, HOOK);
  if (isAnswer(repo)) return repo;
  const { root, config } = repo;
  const source = str(payload.source);
  if (source === 'startup' || source === undefined) await writeSession(root, str(payload.session_id), { head: await headCommit(root) });
  if (Object.keys(config.upstreams).length === 0) return { code: 0 };
  const startup = source === 'startup';
  try {
    const plan = await planConsume({ root, config, maxChars: SESSION_START_MAX_CHARS, format: 'markdown', replayLast: !startup });
    if (plan.output) await write(shown(plan.output.endsWith('\n') ? plan.output : plan.output + '\n'));
    if (startup && !plan.upToDate) await plan.commit();
    return { code: 0 };
  } catch (error) {
    const e = error as Error & { exitCode?: number };
    // A protocol problem upstream (a rewritten entry, say) is news the agent must see: it goes to its context.
    if (e.name === 'CliError' && e.exitCode === 1) {
      await write(shown(`handover: consume found a protocol problem upstream: ${e.message}\n`));
      return { code: 0 };
    }
    return note(`${HOOK}: could not read the upstream entries: ${e.message}`);
  }
}
