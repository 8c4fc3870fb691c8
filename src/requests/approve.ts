import type { Config } from '../config/schema.js';
import { CliError } from '../errors.js';
import { commitWritten, pushHead, pushedLine } from '../git/publish.js';
import { approvalCommits } from '../git/repo.js';
import { gitClient } from '../git/client.js';
import { allowedSigners, commitActor, dispatcherLacks, wantsSignatures } from '../identity.js';
import { refText } from '../models/index.js';
import { approvalsOnRecord } from './facts.js';
import { readInbox } from './inbox.js';
import { refArg } from './write.js';

export interface ApproveOptions {
  root: string;
  config: Config;
  actor: string;
  ref: string;
  push?: boolean;
}

/**
 * `handover approve REF`: a dispatcher's approval of an escalated request, on the record: an empty commit in this
 * project's repo whose message carries `Handover-Approve: REF` and the dispatcher's `Handover-Agent:` trailer.
 * The commit is read back the way the rules read approvals (SPEC §3: a dispatcher established by something the
 * committer cannot simply type); one the rules would not accept is taken back, and the message says what it lacks.
 */
export async function approve(o: ApproveOptions): Promise<{ commit: string; lines: string[] }> {
  const ref = refText(refArg(o.ref));
  if (!o.config.dispatchers.includes(o.actor))
    throw new CliError(
      `${o.actor} is not a dispatcher of this project (dispatchers: ${o.config.dispatchers.join(', ') || 'none'} in ` +
        `the handover config); only a dispatcher approves an escalation. Nothing was written.`,
      1,
    );
  const inbox = await readInbox(o.root, o.config, { actor: o.actor });
  const item = inbox.items.find((i) => i.ref === ref && i.kind === 'request');
  if ((await approvalsOnRecord(o.root, o.config, 'HEAD')).has(ref))
    return { commit: '', lines: [`${ref} is approved on the record already; nothing written.`] };
  if (!item)
    throw new CliError(
      `${ref} is not a request waiting in ${inbox.project}'s inbox (handover inbox lists them, escalations marked); ` +
        `approve a request addressed here. Nothing was written.`,
      2,
    );
  const git = gitClient(o.root);
  const before = (await git.raw(['rev-parse', 'HEAD'])).trim();
  const commit = (await commitWritten({
    root: o.root,
    subject: `handover: ${o.actor} approves ${ref}`,
    trailers: [`Handover-Approve: ${ref}`],
    actor: o.actor,
  }))!;
  const signed = (await approvalsOnRecord(o.root, o.config, 'HEAD')).has(ref);
  const host = signed ? null : hostAttests(o.config, o.actor);
  if (!signed && !host) {
    const why = await whyNot(o.root, o.config, commit, o.actor);
    await git.raw(['update-ref', 'HEAD', before, commit]);
    throw new CliError(
      `The approval of ${ref} would not count: ${why}. The commit was taken back; nothing was written.`,
      1,
    );
  }
  const next = item.escalated
    ? `${inbox.project} may now report it done: handover respond ${ref} --status done`
    : 'it may be reported done when it is answered';
  const lines = [`Approved ${ref} in ${commit.slice(0, 7)} (Handover-Approve: ${ref}); ${next}.`];
  if (host) lines.push(`It counts once the host attests ${o.actor}: ${host}.`);
  if (o.push) lines.push(pushedLine(await pushHead({ root: o.root })).trimEnd());
  return { commit, lines };
}

/**
 * Where the host can establish the dispatcher instead of a signature (SPEC §3): its pull request (agents.<id>.github)
 * or its push (agents.<id>.pushers). An unsigned approval then counts in that range's check, not from a typed email.
 */
function hostAttests(config: Config, actor: string): string | null {
  const a = config.agents[actor];
  const ways = [
    a?.pushers.length ? `push it as ${a.pushers.join(' or ')} (agents.${actor}.pushers)` : null,
    a?.github.length ? `or bring it in a pull request by ${a.github.join(' or ')} (agents.${actor}.github)` : null,
  ].filter((x): x is string => x !== null);
  return ways.length ? ways.join(' ').replace(/^or /, '') : null;
}

/** Why an approval commit does not establish its dispatcher, in the identity rules' own words. */
async function whyNot(root: string, config: Config, sha: string, actor: string): Promise<string> {
  const signatures = wantsSignatures(config) ? { allowedSigners: allowedSigners(config) } : undefined;
  const c = (await approvalCommits(root, 'HEAD', signatures)).find((x) => x.sha === sha);
  if (!c) return 'git did not list it as an approval';
  const who = commitActor(c, config);
  return who.problem ?? dispatcherLacks(actor, config);
}
