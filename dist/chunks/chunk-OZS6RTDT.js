import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  authorEmail,
  configGet
} from "./chunk-SOWN6PH7.js";
import {
  NAME,
  PUSHER,
  signingKeyKind
} from "./chunk-RHE6JALN.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/identity.ts
var GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
function agentForEmail(config, email) {
  if (!email) return null;
  const e = email.toLowerCase();
  for (const [id, a] of Object.entries(config.agents)) if (a.emails.includes(e)) return id;
  return null;
}
async function resolveActor(opts) {
  const check = (actor, source, where) => {
    if (!NAME.test(actor))
      throw new CliError(
        `The actor "${actor}" from ${where} is not a valid agent name (letters, digits, ".", "_", "-").`,
        2
      );
    return { actor, source };
  };
  if (opts.flag !== void 0) return check(opts.flag.trim(), "flag", "--actor");
  const env = (opts.env ?? process.env).HANDOVER_AGENT;
  if (env?.trim()) return check(env.trim(), "env", "HANDOVER_AGENT");
  const clone = await configGet(opts.root, "handover.agent");
  if (clone) return check(clone, "git-config", "git config handover.agent");
  if (opts.config.agent) return { actor: opts.config.agent, source: "config" };
  const email = opts.authorEmail !== void 0 ? opts.authorEmail : await authorEmail(opts.root);
  const mapped = agentForEmail(opts.config, email);
  if (mapped) return { actor: mapped, source: "email" };
  throw new CliError(
    "Cannot tell which agent is acting: pass --actor NAME, set HANDOVER_AGENT, run `handover init --agent NAME` (sets git config handover.agent for this clone), set `agent` in the config, or map your email under `agents.<id>.emails`.",
    2
  );
}
var PUSHER_ENV = ["GL_USER", "GL_USERNAME", "GITEA_PUSHER_NAME", "GITHUB_USER_LOGIN", "REMOTE_USER"];
function pusherFromEnv(env) {
  for (const key of PUSHER_ENV) {
    const name = env[key]?.trim();
    if (name) return { kind: "pusher", name, source: key };
  }
  return null;
}
function parseAttestation(value) {
  const m = /^(github|pusher):(.+)$/.exec(value.trim());
  const name = m?.[2].replace(/^@/, "") ?? "";
  if (!m || !(m[1] === "github" ? GITHUB_LOGIN : PUSHER).test(name))
    throw new CliError(
      `--attested-by "${value.slice(0, 80)}" is not "github:LOGIN" or "pusher:NAME"; pass the pull request's author as the host gives it (the Action passes github.event.pull_request.user.login).`,
      2
    );
  return { kind: m[1], name, source: "--attested-by" };
}
function attestationLabel(a) {
  return a.kind === "github" ? `the pull request's author github:${a.name}` : `the pusher ${a.name} (${a.source})`;
}
function agentForAttestation(config, a) {
  if (!a) return null;
  const name = a.kind === "github" ? a.name.toLowerCase() : a.name;
  for (const [id, agent] of Object.entries(config.agents)) {
    const list = a.kind === "github" ? agent.github.map((g) => g.toLowerCase()) : agent.pushers;
    if (list.includes(name)) return id;
  }
  return null;
}
function agentForSignature(config, sig) {
  if (!sig) return null;
  const fp = `${sig.fingerprint}
${sig.primary}`.toUpperCase();
  for (const [id, a] of Object.entries(config.agents)) {
    for (const key of a.signingKeys) {
      const kind = signingKeyKind(key);
      if (kind === "ssh" && sig.status === "G" && sig.signer === id) return id;
      if (kind === "gpg" && (sig.status === "G" || sig.status === "U") && fp.split("\n").some((f) => f.length >= key.length && f.endsWith(key.toUpperCase())))
        return id;
    }
  }
  return null;
}
function wantsSignatures(config) {
  return config.identity.signatures === "required" || Object.values(config.agents).some((a) => a.signingKeys.length > 0);
}
function allowedSigners(config) {
  const lines = [];
  for (const [id, a] of Object.entries(config.agents)) {
    for (const key of a.signingKeys)
      if (signingKeyKind(key) === "ssh")
        lines.push(`${id} namespaces="git" ${key.trim().split(/\s+/).slice(0, 2).join(" ")}`);
  }
  return lines.join("\n") + (lines.length ? "\n" : "");
}
function commitActor(commit, config, fallback, attested) {
  const hosted = agentForAttestation(config, attested);
  const who = byMetadata(commit, config, hosted ?? fallback);
  const signer = agentForSignature(config, commit.signature);
  const problem = who.problem ?? (attested ? disagreement(who.actor, attested, hosted, config) : null);
  const actor = problem && hosted && !who.problem ? hosted : who.actor;
  const established = actor !== null && (signer === actor || hosted === actor);
  return {
    actor,
    problem,
    dispatcher: problem === null && actor !== null && config.dispatchers.includes(actor) && established
  };
}
function byMetadata(commit, config, fallback) {
  const who = claimedActor(commit, config, fallback);
  if (config.identity.signatures !== "required") return who;
  const signer = agentForSignature(config, commit.signature);
  if (!signer) {
    const sig = commit.signature;
    const why = !sig || sig.status === "N" ? "is not signed" : sig.status === "G" || sig.status === "U" ? "is signed by a key no agent has (agents.<id>.signingKeys)" : `has a signature git does not accept (git verify-commit status ${sig.status})`;
    return {
      actor: who.actor,
      problem: `The commit ${why}, and this repository requires every commit to be signed by its agent (identity.signatures: required); sign it with your key (git commit -S, gpg.format ssh) and list that key under agents.<id>.signingKeys`
    };
  }
  if (who.actor !== null && who.actor !== signer && commit.agents.length > 0) {
    return {
      actor: signer,
      problem: `The Handover-Agent trailer says ${who.actor}, but the commit is signed by ${signer}'s key; a commit names its signer's own agent`
    };
  }
  return { actor: signer, problem: who.problem };
}
function disagreement(actor, a, hosted, config) {
  const key = a.kind === "github" ? "github" : "pushers";
  if (hosted) {
    if (actor === null || actor === hosted || config.dispatchers.includes(hosted)) return null;
    return `The commit names ${actor}, but ${attestationLabel(a)} is ${hosted}'s (agents.${hosted}.${key}); an agent pushes and proposes only commits made as itself \u2014 make the commit as ${hosted}, or let ${actor} push it`;
  }
  const own = actor ? config.agents[actor]?.[key] : void 0;
  if (actor && own?.length)
    return `The commit names ${actor}, but ${attestationLabel(a)} is not one of ${actor}'s (agents.${actor}.${key}: ${own.join(", ")}); only ${actor}'s own account brings in its commits`;
  return null;
}
function dispatcherLacks(actor, config, attested) {
  const a = config.agents[actor];
  const keys = a?.signingKeys.length ? `a good signature by one of agents.${actor}.signingKeys` : `a good signature (no agents.${actor}.signingKeys are configured)`;
  const host = attested ? `${attestationLabel(attested)} is not ${actor}'s` : `no host attests who made it (the Action's --attested-by, a server's pusher)`;
  return `nothing the committer cannot type establishes ${actor}: an author email or a trailer can be typed by anyone; it needs ${keys} or the host's attested identity, and ${host}`;
}
function claimedActor(commit, config, fallback) {
  const mapped = agentForEmail(config, commit.email);
  const named = [...new Set(commit.agents)];
  const listed = named.join(", ");
  if (named.length > 1)
    return {
      actor: mapped,
      problem: `The commit has ${named.length} different Handover-Agent trailers (${listed}); keep exactly one`
    };
  const trailer = named[0];
  if (trailer === void 0) return { actor: mapped ?? fallback ?? null, problem: null };
  if (!NAME.test(trailer))
    return {
      actor: mapped,
      problem: `The Handover-Agent trailer "${trailer}" is not a valid agent name (letters, digits, ".", "_", "-")`
    };
  if (mapped && mapped !== trailer) {
    return {
      actor: mapped,
      problem: `The Handover-Agent trailer says ${trailer}, but the author email ${commit.email} belongs to ${mapped} (agents.${mapped}.emails); a commit names its author's own agent`
    };
  }
  const claimed = config.agents[trailer]?.emails ?? [];
  if (!mapped && claimed.length > 0) {
    return {
      actor: null,
      problem: `The Handover-Agent trailer says ${trailer}, but the author email ${commit.email} is not one of ${trailer}'s (agents.${trailer}.emails: ${claimed.join(", ")}); commit with ${trailer}'s email or add this one to the config`
    };
  }
  return { actor: trailer, problem: null };
}

export {
  agentForEmail,
  resolveActor,
  PUSHER_ENV,
  pusherFromEnv,
  parseAttestation,
  attestationLabel,
  agentForAttestation,
  agentForSignature,
  wantsSignatures,
  allowedSigners,
  commitActor,
  dispatcherLacks
};
