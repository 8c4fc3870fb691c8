import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  refArg
} from "./chunk-CDVR5DPM.js";
import {
  commitWritten,
  pushHead,
  pushedLine
} from "./chunk-XXWWCNIY.js";
import {
  parseCommandArgs,
  workDir
} from "./chunk-3PXYGPLZ.js";
import {
  readInbox
} from "./chunk-5ELRP67H.js";
import "./chunk-AAIWVAIG.js";
import "./chunk-TKC2R3UZ.js";
import {
  approvalsOnRecord
} from "./chunk-GQY6FBDC.js";
import "./chunk-ZKFKBATN.js";
import {
  approvalCommits
} from "./chunk-E4PCTEHX.js";
import {
  gitClient
} from "./chunk-4S4F4G6Y.js";
import "./chunk-X6TG55U7.js";
import {
  allowedSigners,
  commitActor,
  dispatcherLacks,
  resolveActor,
  wantsSignatures
} from "./chunk-OZS6RTDT.js";
import "./chunk-SOWN6PH7.js";
import {
  findRoot,
  loadConfig
} from "./chunk-ZNCGIGJQ.js";
import "./chunk-RWIQJ7M5.js";
import "./chunk-U75CFEDE.js";
import "./chunk-E5EXWXCP.js";
import "./chunk-RHE6JALN.js";
import {
  refText
} from "./chunk-H2I6UNX5.js";
import "./chunk-357LZD3P.js";
import "./chunk-O445MX7U.js";
import {
  CliError
} from "./chunk-GTPCD622.js";
import "./chunk-UPXTJPQD.js";
import "./chunk-SOISCQTY.js";

// src/requests/approve.ts
async function approve(o) {
  const ref = refText(refArg(o.ref));
  if (!o.config.dispatchers.includes(o.actor))
    throw new CliError(
      `${o.actor} is not a dispatcher of this project (dispatchers: ${o.config.dispatchers.join(", ") || "none"} in the handover config); only a dispatcher approves an escalation. Nothing was written.`,
      1
    );
  const inbox = await readInbox(o.root, o.config, { actor: o.actor });
  const item = inbox.items.find((i) => i.ref === ref && i.kind === "request");
  if ((await approvalsOnRecord(o.root, o.config, "HEAD")).has(ref))
    return { commit: "", lines: [`${ref} is approved on the record already; nothing written.`] };
  if (!item)
    throw new CliError(
      `${ref} is not a request waiting in ${inbox.project}'s inbox (handover inbox lists them, escalations marked); approve a request addressed here. Nothing was written.`,
      2
    );
  const git = gitClient(o.root);
  const before = (await git.raw(["rev-parse", "HEAD"])).trim();
  const commit = await commitWritten({
    root: o.root,
    subject: `handover: ${o.actor} approves ${ref}`,
    trailers: [`Handover-Approve: ${ref}`],
    actor: o.actor
  });
  const signed = (await approvalsOnRecord(o.root, o.config, "HEAD")).has(ref);
  const host = signed ? null : hostAttests(o.config, o.actor);
  if (!signed && !host) {
    const why = await whyNot(o.root, o.config, commit, o.actor);
    await git.raw(["update-ref", "HEAD", before, commit]);
    throw new CliError(
      `The approval of ${ref} would not count: ${why}. The commit was taken back; nothing was written.`,
      1
    );
  }
  const next = item.escalated ? `${inbox.project} may now report it done: handover respond ${ref} --status done` : "it may be reported done when it is answered";
  const lines = [`Approved ${ref} in ${commit.slice(0, 7)} (Handover-Approve: ${ref}); ${next}.`];
  if (host) lines.push(`It counts once the host attests ${o.actor}: ${host}.`);
  if (o.push) lines.push(pushedLine(await pushHead({ root: o.root })).trimEnd());
  return { commit, lines };
}
function hostAttests(config, actor) {
  const a = config.agents[actor];
  const ways = [
    a?.pushers.length ? `push it as ${a.pushers.join(" or ")} (agents.${actor}.pushers)` : null,
    a?.github.length ? `or bring it in a pull request by ${a.github.join(" or ")} (agents.${actor}.github)` : null
  ].filter((x) => x !== null);
  return ways.length ? ways.join(" ").replace(/^or /, "") : null;
}
async function whyNot(root, config, sha, actor) {
  const signatures = wantsSignatures(config) ? { allowedSigners: allowedSigners(config) } : void 0;
  const c = (await approvalCommits(root, "HEAD", signatures)).find((x) => x.sha === sha);
  if (!c) return "git did not list it as an approval";
  const who = commitActor(c, config);
  return who.problem ?? dispatcherLacks(actor, config);
}

// src/cli/commands/approve.ts
async function run(args, io) {
  const { values, positionals } = parseCommandArgs("approve", args, {
    push: { type: "boolean" },
    actor: { type: "string" }
  });
  if (values.format !== void 0) throw new CliError("handover approve prints one line, so it takes no --format.", 2);
  if (positionals.length !== 1)
    throw new CliError("handover approve takes one REF (<project>#<seq>), the escalated request it approves.", 2);
  const root = findRoot(workDir(io, values.cwd));
  const config = await loadConfig(root);
  const { actor } = await resolveActor({ root, config, flag: values.actor, env: io.env });
  const r = await approve({ root, config, actor, ref: positionals[0], push: values.push });
  io.stdout.write(`${r.lines.join("\n")}
`);
  return 0;
}
export {
  run
};
