import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  authorEmail,
  configGet
} from "./chunk-JJIFUDFS.js";
import {
  NAME,
  signingKeyKind
} from "./chunk-HTEZ4XUI.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/identity.ts
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
function commitActor(commit, config, fallback) {
  const who = claimedActor(commit, config, fallback);
  const signer = agentForSignature(config, commit.signature);
  if (config.identity.signatures === "required") {
    if (!signer) {
      const sig = commit.signature;
      const why = !sig || sig.status === "N" ? "is not signed" : sig.status === "G" || sig.status === "U" ? "is signed by a key no agent has (agents.<id>.signingKeys)" : `has a signature git does not accept (git verify-commit status ${sig.status})`;
      return {
        actor: who.actor,
        dispatcher: false,
        problem: `The commit ${why}, and this repository requires every commit to be signed by its agent (identity.signatures: required); sign it with your key (git commit -S, gpg.format ssh) and list that key under agents.<id>.signingKeys`
      };
    }
    if (who.actor !== null && who.actor !== signer && commit.agents.length > 0) {
      return {
        actor: signer,
        dispatcher: false,
        problem: `The Handover-Agent trailer says ${who.actor}, but the commit is signed by ${signer}'s key; a commit names its signer's own agent`
      };
    }
    return {
      actor: signer,
      problem: who.problem,
      dispatcher: who.problem === null && config.dispatchers.includes(signer)
    };
  }
  if (who.actor === null || who.problem || !config.dispatchers.includes(who.actor))
    return { ...who, dispatcher: false };
  const keys = config.agents[who.actor]?.signingKeys ?? [];
  const byEmail = agentForEmail(config, commit.email) === who.actor;
  const bySignature = keys.length === 0 || signer === who.actor;
  return { ...who, dispatcher: byEmail && bySignature };
}
function dispatcherLacks(commit, actor, config) {
  const a = config.agents[actor];
  if (!a || a.emails.length === 0)
    return `nothing establishes ${actor} as the author (a trailer can be typed by anyone): map ${actor}'s email under agents.${actor}.emails`;
  if (agentForEmail(config, commit.email) !== actor) return `the author email ${commit.email} is not ${actor}'s`;
  return `the commit is not signed by one of ${actor}'s signingKeys`;
}
function claimedActor(commit, config, fallback) {
  const mapped = agentForEmail(config, commit.email);
  const named = [...new Set(commit.agents)];
  if (named.length > 1)
    return {
      actor: mapped,
      problem: `The commit has ${named.length} different Handover-Agent trailers (${named.join(", ")}); keep exactly one`
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
  agentForSignature,
  wantsSignatures,
  allowedSigners,
  commitActor,
  dispatcherLacks
};
