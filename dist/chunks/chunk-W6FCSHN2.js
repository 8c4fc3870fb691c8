import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  authorEmail,
  configGet
} from "./chunk-OKBGD2UO.js";
import {
  NAME
} from "./chunk-7VFS2CMM.js";
import {
  CliError
} from "./chunk-OBKVNHAI.js";

// src/identity.ts
function agentForEmail(config, email) {
  if (!email) return null;
  const e = email.toLowerCase();
  for (const [id, a] of Object.entries(config.agents)) if (a.emails.includes(e)) return id;
  return null;
}
async function resolveActor(opts) {
  const check = (actor, source, where) => {
    if (!NAME.test(actor)) throw new CliError(`The actor "${actor}" from ${where} is not a valid agent name (letters, digits, ".", "_", "-").`, 2);
    return { actor, source };
  };
  if (opts.flag !== void 0) return check(opts.flag.trim(), "flag", "--actor");
  const env = (opts.env ?? process.env).HANDOVER_AGENT;
  if (env && env.trim()) return check(env.trim(), "env", "HANDOVER_AGENT");
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
function commitActor(commit, config, fallback) {
  const mapped = agentForEmail(config, commit.email);
  const named = [...new Set(commit.agents)];
  if (named.length > 1) return { actor: mapped, problem: `The commit has ${named.length} different Handover-Agent trailers (${named.join(", ")}); keep exactly one` };
  const trailer = named[0];
  if (trailer === void 0) return { actor: mapped ?? fallback ?? null, problem: null };
  if (!NAME.test(trailer)) return { actor: mapped, problem: `The Handover-Agent trailer "${trailer}" is not a valid agent name (letters, digits, ".", "_", "-")` };
  if (mapped && mapped !== trailer) {
    return { actor: mapped, problem: `The Handover-Agent trailer says ${trailer}, but the author email ${commit.email} belongs to ${mapped} (agents.${mapped}.emails); a commit names its author's own agent` };
  }
  const claimed = config.agents[trailer]?.emails ?? [];
  if (!mapped && claimed.length > 0) {
    return { actor: null, problem: `The Handover-Agent trailer says ${trailer}, but the author email ${commit.email} is not one of ${trailer}'s (agents.${trailer}.emails: ${claimed.join(", ")}); commit with ${trailer}'s email or add this one to the config` };
  }
  return { actor: trailer, problem: null };
}

export {
  agentForEmail,
  resolveActor,
  commitActor
};
