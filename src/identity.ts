import type { Config } from './config/schema.js';
import { NAME, PUSHER, signingKeyKind } from './config/schema.js';
import { CliError } from './errors.js';
import { authorEmail as gitAuthorEmail, configGet } from './git/plain.js';

const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

export type ActorSource = 'flag' | 'env' | 'git-config' | 'config' | 'email';

/** The agent an email is mapped to under `agents.<id>.emails`, or null. */
export function agentForEmail(config: Config, email: string | null | undefined): string | null {
  if (!email) return null;
  const e = email.toLowerCase();
  for (const [id, a] of Object.entries(config.agents)) if (a.emails.includes(e)) return id;
  return null;
}

/**
 * Who is making a change, in SPEC §3 order: --actor, HANDOVER_AGENT, git config handover.agent,
 * the config's `agent`, then the author email's mapping. No actor is an error, never a silent pass.
 */
export async function resolveActor(opts: {
  root: string;
  config: Config;
  flag?: string;
  env?: NodeJS.ProcessEnv;
  /** The author email to map; defaults to the one git would use for the next commit. */
  authorEmail?: string | null;
}): Promise<{ actor: string; source: ActorSource }> {
  const check = (actor: string, source: ActorSource, where: string) => {
    if (!NAME.test(actor))
      throw new CliError(
        `The actor "${actor}" from ${where} is not a valid agent name (letters, digits, ".", "_", "-").`,
        2,
      );
    return { actor, source };
  };
  if (opts.flag !== undefined) return check(opts.flag.trim(), 'flag', '--actor');
  const env = (opts.env ?? process.env).HANDOVER_AGENT;
  if (env?.trim()) return check(env.trim(), 'env', 'HANDOVER_AGENT');
  const clone = await configGet(opts.root, 'handover.agent');
  if (clone) return check(clone, 'git-config', 'git config handover.agent');
  if (opts.config.agent) return { actor: opts.config.agent, source: 'config' };
  const email = opts.authorEmail !== undefined ? opts.authorEmail : await gitAuthorEmail(opts.root);
  const mapped = agentForEmail(opts.config, email);
  if (mapped) return { actor: mapped, source: 'email' };
  throw new CliError(
    'Cannot tell which agent is acting: pass --actor NAME, set HANDOVER_AGENT, run `handover init --agent NAME` ' +
      '(sets git config handover.agent for this clone), set `agent` in the config, or map your email under ' +
      '`agents.<id>.emails`.',
    2,
  );
}

/** What git says about a commit's signature (`%G?` and the key fields of `git log`), when it was asked. */
export interface CommitSignature {
  /** git's verdict: G good, U good with unknown validity, B bad, X/Y expired, R revoked, E cannot check, N none. */
  status: string;
  /** The signer: for ssh, the principal of the allowed-signers line that matched (handover writes agent ids there). */
  signer: string;
  /** Fingerprints of the signing key and (gpg) its primary key. */
  fingerprint: string;
  primary: string;
}

/**
 * Who the host says is acting (SPEC §3): the pull request's author (`check --range --attested-by github:LOGIN`, from
 * the Action) or the pusher a git server names (`check --pre-receive`, from its environment). The strongest
 * evidence there is: the committer cannot type it.
 */
export interface Attestation {
  kind: 'github' | 'pusher';
  /** The login or user name the host gives. */
  name: string;
  /** Where it came from, for messages: `--attested-by`, `GL_USER` … */
  source: string;
}

/** Where a server's pre-receive environment names the pusher, strongest first (SPEC §3). */
export const PUSHER_ENV = ['GL_USER', 'GL_USERNAME', 'GITEA_PUSHER_NAME', 'GITHUB_USER_LOGIN', 'REMOTE_USER'] as const;

/** The pusher a git server's environment names, or null. */
export function pusherFromEnv(env: NodeJS.ProcessEnv): Attestation | null {
  for (const key of PUSHER_ENV) {
    const name = env[key]?.trim();
    if (name) return { kind: 'pusher', name, source: key };
  }
  return null;
}

/** Parses `--attested-by github:LOGIN` (or `pusher:NAME`); a malformed value is a usage error. */
export function parseAttestation(value: string): Attestation {
  const m = /^(github|pusher):(.+)$/.exec(value.trim());
  const name = m?.[2].replace(/^@/, '') ?? '';
  if (!m || !(m[1] === 'github' ? GITHUB_LOGIN : PUSHER).test(name))
    throw new CliError(
      `--attested-by "${value.slice(0, 80)}" is not "github:LOGIN" or "pusher:NAME"; pass the pull request's ` +
        `author as the host gives it (the Action passes github.event.pull_request.user.login).`,
      2,
    );
  return { kind: m[1] as Attestation['kind'], name, source: '--attested-by' };
}

/** How a message names an attestation: `the pull request's author github:alice`, `the pusher alice (GL_USER)`. */
export function attestationLabel(a: Attestation): string {
  return a.kind === 'github' ? `the pull request's author github:${a.name}` : `the pusher ${a.name} (${a.source})`;
}

/** The agent whose `agents.<id>.github` (case-insensitive, as GitHub logins are) or `pushers` lists the host's name. */
export function agentForAttestation(config: Config, a: Attestation | null | undefined): string | null {
  if (!a) return null;
  const name = a.kind === 'github' ? a.name.toLowerCase() : a.name;
  for (const [id, agent] of Object.entries(config.agents)) {
    const list = a.kind === 'github' ? agent.github.map((g) => g.toLowerCase()) : agent.pushers;
    if (list.includes(name)) return id;
  }
  return null;
}

/** What a commit's trailers, author email and signature say about who made it. */
export interface CommitIdentity {
  /** The actor to judge the commit as, or null when nothing names one. */
  actor: string | null;
  /**
   * Why the commit's identity is itself a violation (a trailer the email contradicts, a missing signature), or null.
   */
  problem: string | null;
  /**
   * Whether the actor is a dispatcher established by something the committer cannot type (SPEC §3): a good
   * signature by one of its signingKeys, or the host's attested identity (the pull request's author, the pusher).
   * An author email or a trailer alone never makes anyone a dispatcher, so only then does a Handover-Override (a
   * Handover-Approve, a dispatcher's config change) count.
   */
  dispatcher: boolean;
}

/** The agent whose configured signing key made a commit's good signature, or null. */
export function agentForSignature(config: Config, sig: CommitSignature | undefined): string | null {
  if (!sig) return null;
  const fp = `${sig.fingerprint}\n${sig.primary}`.toUpperCase();
  for (const [id, a] of Object.entries(config.agents)) {
    for (const key of a.signingKeys) {
      const kind = signingKeyKind(key);
      // ssh: git matched the key against the allowed-signers file handover wrote, whose principals are agent ids.
      if (kind === 'ssh' && sig.status === 'G' && sig.signer === id) return id;
      if (
        kind === 'gpg' &&
        (sig.status === 'G' || sig.status === 'U') &&
        fp.split('\n').some((f) => f.length >= key.length && f.endsWith(key.toUpperCase()))
      )
        return id;
    }
  }
  return null;
}

/** Whether any agent has signing keys, or signatures are required: then range checks ask git to verify signatures. */
export function wantsSignatures(config: Config): boolean {
  return (
    config.identity.signatures === 'required' || Object.values(config.agents).some((a) => a.signingKeys.length > 0)
  );
}

/** The allowed-signers file (ssh) for the config's ssh signing keys: one line per key, the agent id as principal. */
export function allowedSigners(config: Config): string {
  const lines: string[] = [];
  for (const [id, a] of Object.entries(config.agents)) {
    for (const key of a.signingKeys)
      if (signingKeyKind(key) === 'ssh')
        lines.push(`${id} namespaces="git" ${key.trim().split(/\s+/).slice(0, 2).join(' ')}`);
  }
  return lines.join('\n') + (lines.length ? '\n' : '');
}

/**
 * The actor of a commit in a range (SPEC §3). With `identity.signatures: required` it is the agent whose signing
 * key made the commit's good signature; an unsigned or unknown-key commit is a violation. Otherwise: its
 * `Handover-Agent:` trailer, checked against the author's email where the config maps one (to the trailer's agent
 * or to the author), else the email's mapping alone, else the host's attested agent, else `fallback`
 * (`check --range --actor NAME`). Where the host attests who acts (`attested`), the actor must agree with it,
 * unless the attested agent is a dispatcher (who may bring in others' commits).
 */
export function commitActor(
  commit: { agents: string[]; email: string; signature?: CommitSignature },
  config: Config,
  fallback?: string,
  attested?: Attestation | null,
): CommitIdentity {
  const hosted = agentForAttestation(config, attested);
  const who = byMetadata(commit, config, hosted ?? fallback);
  const signer = agentForSignature(config, commit.signature);
  const problem = who.problem ?? (attested ? disagreement(who.actor, attested, hosted, config) : null);
  const actor = problem && hosted && !who.problem ? hosted : who.actor;
  const established = actor !== null && (signer === actor || hosted === actor);
  return {
    actor,
    problem,
    dispatcher: problem === null && actor !== null && config.dispatchers.includes(actor) && established,
  };
}

/** The actor from the signature (signatures required), the trailer and the email, before the host is heard. */
function byMetadata(
  commit: { agents: string[]; email: string; signature?: CommitSignature },
  config: Config,
  fallback?: string,
): { actor: string | null; problem: string | null } {
  const who = claimedActor(commit, config, fallback);
  if (config.identity.signatures !== 'required') return who;
  const signer = agentForSignature(config, commit.signature);
  if (!signer) {
    const sig = commit.signature;
    const why =
      !sig || sig.status === 'N'
        ? 'is not signed'
        : sig.status === 'G' || sig.status === 'U'
          ? 'is signed by a key no agent has (agents.<id>.signingKeys)'
          : `has a signature git does not accept (git verify-commit status ${sig.status})`;
    return {
      actor: who.actor,
      problem:
        `The commit ${why}, and this repository requires every commit to be signed by its agent ` +
        `(identity.signatures: required); sign it with your key (git commit -S, gpg.format ssh) and list that key ` +
        `under agents.<id>.signingKeys`,
    };
  }
  if (who.actor !== null && who.actor !== signer && commit.agents.length > 0) {
    return {
      actor: signer,
      problem:
        `The Handover-Agent trailer says ${who.actor}, but the commit is signed by ${signer}'s key; a commit names ` +
        `its signer's own agent`,
    };
  }
  return { actor: signer, problem: who.problem };
}

/** Why a commit's actor disagrees with the host's attested identity, or null when it agrees (or nothing is known). */
function disagreement(actor: string | null, a: Attestation, hosted: string | null, config: Config): string | null {
  const key = a.kind === 'github' ? 'github' : 'pushers';
  if (hosted) {
    if (actor === null || actor === hosted || config.dispatchers.includes(hosted)) return null;
    return (
      `The commit names ${actor}, but ${attestationLabel(a)} is ${hosted}'s (agents.${hosted}.${key}); an agent ` +
      `pushes and proposes only commits made as itself — make the commit as ${hosted}, or let ${actor} push it`
    );
  }
  const own = actor ? config.agents[actor]?.[key] : undefined;
  if (actor && own?.length)
    return (
      `The commit names ${actor}, but ${attestationLabel(a)} is not one of ${actor}'s (agents.${actor}.${key}: ` +
      `${own.join(', ')}); only ${actor}'s own account brings in its commits`
    );
  return null;
}

/** Why a commit whose actor is a configured dispatcher still may not override: what it lacks. */
export function dispatcherLacks(actor: string, config: Config, attested?: Attestation | null): string {
  const a = config.agents[actor];
  const keys = a?.signingKeys.length
    ? `a good signature by one of agents.${actor}.signingKeys`
    : `a good signature (no agents.${actor}.signingKeys are configured)`;
  const host = attested
    ? `${attestationLabel(attested)} is not ${actor}'s`
    : `no host attests who made it (the Action's --attested-by, a server's pusher)`;
  return (
    `nothing the committer cannot type establishes ${actor}: an author email or a trailer can be typed by anyone; ` +
    `it needs ${keys} or the host's attested identity, and ${host}`
  );
}

function claimedActor(
  commit: { agents: string[]; email: string },
  config: Config,
  fallback?: string,
): { actor: string | null; problem: string | null } {
  const mapped = agentForEmail(config, commit.email);
  const named = [...new Set(commit.agents)];
  const listed = named.join(', ');
  if (named.length > 1)
    return {
      actor: mapped,
      problem: `The commit has ${named.length} different Handover-Agent trailers (${listed}); keep exactly one`,
    };
  const trailer = named[0];
  if (trailer === undefined) return { actor: mapped ?? fallback ?? null, problem: null };
  if (!NAME.test(trailer))
    return {
      actor: mapped,
      problem: `The Handover-Agent trailer "${trailer}" is not a valid agent name (letters, digits, ".", "_", "-")`,
    };
  if (mapped && mapped !== trailer) {
    return {
      actor: mapped,
      problem:
        `The Handover-Agent trailer says ${trailer}, but the author email ${commit.email} belongs to ${mapped} ` +
        `(agents.${mapped}.emails); a commit names its author's own agent`,
    };
  }
  const claimed = config.agents[trailer]?.emails ?? [];
  if (!mapped && claimed.length > 0) {
    return {
      actor: null,
      problem:
        `The Handover-Agent trailer says ${trailer}, but the author email ${commit.email} is not one of ` +
        `${trailer}'s (agents.${trailer}.emails: ${claimed.join(', ')}); commit with ${trailer}'s email or add this ` +
        `one to the config`,
    };
  }
  return { actor: trailer, problem: null };
}
