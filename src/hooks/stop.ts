import { createHash } from 'node:crypto';
import { oneLine } from '../display.js';
import { readProtocolFile } from '../fsutil.js';
import { dialectOf, type Config } from '../config/schema.js';
import { readAtCommit } from '../git/plain.js';
import { changedSince, headCommit } from '../git/worktree.js';
import { resolveActor } from '../identity.js';
import { isCanonicalLog, parseHandover, parseSync, readTitle, sourceFromBytes } from '../models/index.js';
import { splitAtLevel2 } from '../models/markdown/split.js';
import { HOST_WRITTEN } from './hosts.js';
import { note, sessionDir, str, type HookAnswer, type Payload } from './payload.js';
import { readSession, writeSession } from './session.js';
import { hookRepo, isAnswer } from './repo.js';

const HOOK = 'claude-stop';

/**
 * Stop: when the session changed the repo but the agent neither added a handover entry nor touched
 * its SYNC.md section, asks it (once per state) to report before stopping. Never when
 * `stop_hook_active` is set; `hooks.stop: remind` only shows a message, `off` does nothing.
 */
export async function stopHook(payload: Payload, fallbackCwd: string, env: NodeJS.ProcessEnv): Promise<HookAnswer> {
  if (payload.stop_hook_active === true) return { code: 0 };
  const repo = await hookRepo(sessionDir(payload, env, fallbackCwd), HOOK);
  if (isAnswer(repo)) return repo;
  const { root, config } = repo;
  if (config.hooks.stop === 'off') return { code: 0 };
  let actor: string;
  try {
    actor = (await resolveActor({ root, config, env })).actor;
  } catch (error) {
    return note(`${HOOK}: ${(error as Error).message}`);
  }
  const sessionId = str(payload.session_id);
  const session = await readSession(root, sessionId);
  const head = await headCommit(root);
  // The record is a file anyone can edit: only a plain commit id may reach git.
  const since = typeof session.head === 'string' && /^[0-9a-f]{7,64}$/.test(session.head) ? session.head : head;
  let changed: string[];
  try {
    changed = await changedSince(root, since);
  } catch (error) {
    return note(`${HOOK}: cannot read git status (${(error as Error).message.split('\n')[0]}).`);
  }
  const protocol = new Set(Object.values(config.files));
  // a settings file the host rewrites on its own (Qwen Code's on its first run) is not the agent's work
  const work = changed.filter((p) => !protocol.has(p) && !HOST_WRITTEN.has(p)).sort();
  if (work.length === 0) return { code: 0 };
  const channels = await reportChannels(root, config, actor, since);
  if (channels.length === 0 || channels.some((c) => c.done)) return { code: 0 };
  const state = createHash('sha256')
    .update(`${head}\0${work.join('\0')}`)
    .digest('hex');
  if (session.remindedFor === state) return { code: 0 };
  await writeSession(root, sessionId, { remindedFor: state });
  const shown = work.slice(0, 5).map(oneLine).join(', ') + (work.length > 5 ? `, and ${work.length - 5} more` : '');
  const reason =
    `You changed this repo in this session (${shown}) but did not report it: ` +
    `${channels.map((c) => c.ask).join('; or ')}. Then you may stop.`;
  const out = config.hooks.stop === 'block' ? { decision: 'block', reason } : { systemMessage: `handover: ${reason}` };
  return { code: 0, stdout: `${JSON.stringify(out)}\n` };
}

interface Channel {
  done: boolean;
  ask: string;
}

/**
 * The ways this agent can report in this repo (its own HANDOVER.md, its SYNC.md section) and whether it did since
 * `since`.
 */
async function reportChannels(root: string, config: Config, actor: string, since: string | null): Promise<Channel[]> {
  const out: Channel[] = [];
  const read = async (rel: string): Promise<[Buffer | null, Buffer | null]> => {
    let now: Buffer | null = null;
    try {
      now = readProtocolFile(root, rel); // never blocks on a pipe, never reads through a link
    } catch {
      // not a plain file: nothing to count as a report
    }
    return [since ? await readAtCommit(root, since, rel) : null, now];
  };
  const [hBase, hNow] = await read(config.files.handover);
  if (hNow) {
    // Only the title is parsed; entries are counted by level-2 headings, which is all "added one" needs.
    // (In another dialect — entries at level 3, a writer named by the entries' `from:` — the log is read in it.)
    const log = dialectOf(config).log;
    const canonical = isCanonicalLog(log);
    const read = (b: Buffer) => {
      if (!canonical) {
        const d = parseHandover(sourceFromBytes(config.files.handover, b), log);
        return { writer: d.writer, count: d.entries.length };
      }
      const s = splitAtLevel2(sourceFromBytes(config.files.handover, b).text);
      return { writer: readTitle(s.preamble).writer, count: s.sections.length };
    };
    const now = read(hNow);
    if (now.writer === actor) {
      const same = hBase?.equals(hNow);
      out.push({
        done: !same && now.count > (hBase ? read(hBase).count : 0),
        ask: `add a ${config.files.handover} entry with the facts others need (handover append "WHAT CHANGED")`,
      });
    }
  }
  // in the directory layout (files.sync: sync/) the actor's section is its own file
  const syncFile = config.files.sync.endsWith('/') ? `${config.files.sync}${actor}.md` : config.files.sync;
  const [sBase, sNow] = await read(syncFile);
  if (sNow) {
    const section = (b: Buffer | null) =>
      b
        ? (parseSync(sourceFromBytes(syncFile, b), dialectOf(config).sync).sections.find((s) => s.id === actor)?.chunk
            .text ?? null)
        : null;
    out.push({
      done: section(sNow) !== section(sBase),
      ask: `update your ${syncFile} section (handover sync set --focus "…" --blocked "…" --next "…")`,
    });
  }
  return out;
}
