import { planConsume } from '../consume/index.js';
import { headCommit } from '../git/worktree.js';
import { note, sessionDir, str, type HookAnswer, type Payload } from './payload.js';
import { readSession, writeSession } from './session.js';
import { hookRepo, isAnswer } from './repo.js';
import { shown } from '../display.js';
import { inboxForSession } from '../requests/inbox.js';
import { resolveActor } from '../identity.js';
import type { Config } from '../config/schema.js';

const HOOK = 'claude-session-start';
/** Claude Code keeps no more than this of a hook's output. */
export const SESSION_START_MAX_CHARS = 10_000;

/**
 * SessionStart: prints the upstream entries not yet consumed, then the requests waiting for this project
 * (its inbox, stale first), within 10,000 characters in all, for the agent's context (plain stdout at exit 0
 * is what Claude Code adds to it). Only a real start
 * (`source: startup`, Copilot CLI's `new`) moves the offset, after the text is written; resume, clear, compact and fork show
 * the last batch again and move nothing.
 */
export async function sessionStart(
  payload: Payload,
  fallbackCwd: string,
  write: (text: string) => Promise<void>,
  env: NodeJS.ProcessEnv = {},
): Promise<HookAnswer> {
  const repo = await hookRepo(sessionDir(payload, env, fallbackCwd), HOOK);
  if (isAnswer(repo)) return repo;
  const { root, config } = repo;
  const source = str(payload.source);
  // Every source notes HEAD for its session id (kept when already noted: resume and compact keep their id),
  // so Stop sees work committed after /clear or in a fork, whose session ids are new.
  const sessionId = str(payload.session_id);
  if (!(await readSession(root, sessionId)).head) await writeSession(root, sessionId, { head: await headCommit(root) });
  // The requests waiting for this project (the forest's inbox), its own open requests and the new answers to
  // them, come after the upstream entries, in the same budget. Peers are fetched, as consume fetches upstreams.
  // Copilot CLI names a new session's start `new`
  const startup = source === 'startup' || source === 'new';
  const view = await inboxForSession(root, { config, maxChars: INBOX_MAX_CHARS, fetch: true, env });
  const inbox = (await whoAmI(root, config, env)) + view.text;
  // The answers shown are consumed, like upstream entries, only by a real start and only once written.
  const consumed = async () => {
    if (startup) await view.commit();
  };
  if (Object.keys(config.upstreams).length === 0) {
    if (inbox) await write(inbox);
    await consumed();
    return { code: 0 };
  }
  try {
    const plan = await planWithin(SESSION_START_MAX_CHARS - (inbox ? inbox.length + 1 : 0), (maxChars) =>
      planConsume({ root, config, maxChars, format: 'markdown', replayLast: !startup }),
    );
    if (plan.text || inbox) await write(plan.text + (plan.text && inbox ? '\n' : '') + inbox);
    if (startup && !plan.upToDate) await plan.commit();
    await consumed();
    return { code: 0 };
  } catch (error) {
    const e = error as Error & { exitCode?: number };
    // A protocol problem upstream (a rewritten entry, say) is news the agent must see: it goes to its context.
    if (e.name === 'CliError' && e.exitCode === 1) {
      await write(shown(`handover: consume found a protocol problem upstream: ${e.message}\n`) + inbox);
      await consumed();
      return { code: 0 };
    }
    if (inbox) await write(inbox);
    await consumed();
    return note(`${HOOK}: could not read the upstream entries: ${e.message}`);
  }
}

/**
 * In a commons, the line that tells this session which agent its clone acts as: the commons' charter is one
 * committed file every clone shares, so it cannot name the agent; this clone's `handover.agent` can.
 */
async function whoAmI(root: string, config: Config, env: NodeJS.ProcessEnv): Promise<string> {
  if (!config.owner) return '';
  const actor = await resolveActor({ root, config, env }).then(
    (a) => a.actor,
    () => null,
  );
  if (actor === null)
    return 'handover: this clone of the commons acts as no agent yet: run `handover init --agent NAME` here.\n';
  const owner = actor === config.owner ? ', its owner' : '';
  const who = `handover: this clone of the commons acts as \`${actor}\`${owner}`;
  return `${who}; write only your own SYNC section, \`## ${actor}\`.\n`;
}

/** The most of the budget the inbox takes; the upstream entries get the rest. */
const INBOX_MAX_CHARS = 2_000;

/**
 * The consume plan whose shown text fits in `room`: escaping a control character makes it longer than what
 * consume measured, so the plan is made again with less room (at most twice) until it fits.
 */
async function planWithin<P extends { output: string }>(
  room: number,
  plan: (maxChars: number) => Promise<P>,
): Promise<P & { text: string }> {
  let max = room;
  for (let i = 0; ; i++) {
    const p = await plan(max);
    const text = p.output ? shown(p.output.endsWith('\n') ? p.output : `${p.output}\n`) : '';
    if (text.length <= room || i === 2 || max <= 1) return Object.assign(p, { text });
    max = Math.max(1, Math.floor((max * room) / text.length) - 1); // in proportion: escaping lengthens it by a factor
  }
}
