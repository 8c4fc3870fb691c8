import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);
import {
  gitClient
} from "./chunk-4S4F4G6Y.js";
import {
  checkPath,
  checkRef,
  printable
} from "./chunk-X6TG55U7.js";
import {
  CliError
} from "./chunk-GTPCD622.js";

// src/git/publish.ts
function gitError(e) {
  const m = e.message ?? String(e);
  return m.split("\n").map((l) => l.replace(/^(fatal|error|hint): /, "").trim()).filter(Boolean).join(" ").slice(0, 400) || "unknown error";
}
async function target(root) {
  const git = gitClient(root);
  const local = (await git.raw(["symbolic-ref", "--quiet", "--short", "HEAD"]).catch(() => "")).trim();
  if (!local)
    throw new CliError(
      "--push needs a branch checked out (HEAD is detached); check out the branch to publish to, then run again.",
      2
    );
  const remote = (await git.raw(["config", "--get", `branch.${local}.remote`]).catch(() => "")).trim() || "origin";
  const merge = (await git.raw(["config", "--get", `branch.${local}.merge`]).catch(() => "")).trim();
  const branch = merge.replace(/^refs\/heads\//, "") || local;
  checkRef(remote, "remote");
  checkRef(branch, "upstream branch");
  const remotes = (await git.raw(["remote"]).catch(() => "")).split("\n").map((r) => r.trim());
  if (!remotes.includes(remote))
    throw new CliError(
      `--push: this clone has no remote "${printable(remote)}"; add one (git remote add origin URL) or set the branch's upstream (git branch -u origin/${local}).`,
      2
    );
  return { remote, branch, local };
}
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
function message(o) {
  for (const t of o.trailers ?? [])
    if (/[\r\n]/.test(t)) throw new CliError("A commit trailer must be one line; nothing was committed.", 2);
  return `${o.subject}

${[...o.trailers ?? [], `Handover-Agent: ${o.actor}`].join("\n")}`;
}
async function commitWritten(o) {
  const git = gitClient(o.root);
  if (o.path === void 0) {
    const parent = (await git.raw(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"]).catch(() => "")).trim();
    if (!parent) throw new CliError("This branch has no commit yet; commit something first, then run again.", 2);
    const sign = /^true$/i.test((await git.raw(["config", "--bool", "commit.gpgSign"]).catch(() => "")).trim());
    const made = await git.raw(["commit-tree", ...sign ? ["-S"] : [], `${parent}^{tree}`, "-p", parent, "-m", message(o)]).then((out) => out.trim()).catch((e) => {
      throw new CliError(`The commit was refused (${gitError(e)}); fix what the message says and run again.`, 2);
    });
    await git.raw(["update-ref", "-m", o.subject, "HEAD", made, parent]);
    return made;
  }
  const path = checkPath(o.path);
  await git.raw(["add", "--", path]).catch((e) => {
    throw new CliError(`git could not stage ${path} (${gitError(e)}); the file is written, commit it by hand.`, 2);
  });
  if ((await git.raw(["diff", "--cached", "--name-only", "--", path])).trim() === "") return null;
  await git.raw(["commit", "--only", "--quiet", "-m", message(o), "--", path]).catch((e) => {
    throw new CliError(
      `The commit of ${path} was refused (${gitError(e)}); the file is written but not committed \u2014 fix what the message says and commit it.`,
      1
    );
  });
  return (await git.raw(["rev-parse", "HEAD"])).trim();
}
function pushedLine(p) {
  const again = p.retries ? ` after ${p.retries} refused push${p.retries === 1 ? "" : "es"} (rebased each time)` : "";
  return `Pushed ${p.commit.slice(0, 7)} to ${p.remote}/${p.branch}${again}.
`;
}
async function publishWritten(o) {
  return pushedLine(await commitAndPush(o));
}
async function commitAndPush(o) {
  await target(o.root);
  await commitWritten(o).catch((e) => {
    if (e instanceof CliError) throw new CliError(`--push: ${e.message}`, e.exitCode);
    throw e;
  });
  return pushHead(o);
}
async function pushHead(o) {
  const git = gitClient(o.root);
  const { remote, branch } = await target(o.root);
  const path = o.path ?? "the record";
  const head = async () => (await git.raw(["rev-parse", "HEAD"])).trim().slice(0, 7);
  const retries = o.retries ?? 8;
  const jitter = o.jitterMs ?? 250;
  let refused = 0;
  for (let attempt = 0; ; attempt++) {
    const pushed = await git.raw(["push", "--quiet", "--", remote, `HEAD:refs/heads/${branch}`]).then(
      () => null,
      (e) => gitError(e)
    );
    if (pushed === null)
      return { commit: (await git.raw(["rev-parse", "HEAD"])).trim(), remote, branch, retries: refused };
    const commit = await head();
    const behind = /\[rejected\]|non-fast-forward|fetch first/i.test(pushed) || /remote rejected/i.test(pushed) && /cannot lock ref|incorrect old value|failed to update ref/i.test(pushed) && !/hook declined/i.test(pushed);
    if (!behind) {
      const hook = /pre-receive hook declined|remote rejected/i.test(pushed);
      throw new CliError(
        `--push: ${remote} refused the push (${pushed}); the commit ${commit} is kept on this branch \u2014 ${hook ? "fix what the server says, then push it" : "push it when the remote is reachable"}.`,
        hook ? 1 : 2
      );
    }
    refused++;
    if (attempt >= retries) {
      throw new CliError(
        `--push: gave up after ${refused} refused pushes to ${remote}/${branch} (others kept pushing first); the commit ${commit} is kept on this branch \u2014 run git pull --rebase && git push later.`,
        2
      );
    }
    await sleep(Math.floor(Math.random() * jitter * (attempt + 1)));
    await git.raw(["fetch", "--quiet", "--", remote, `refs/heads/${branch}`]).catch((e) => {
      throw new CliError(
        `--push: fetching ${remote}/${branch} failed (${gitError(e)}); the commit ${commit} is kept on this branch \u2014 push it when the remote is reachable.`,
        2
      );
    });
    const rebased = await git.raw(["rebase", "--quiet", "--autostash", "FETCH_HEAD"]).then(
      () => null,
      (e) => gitError(e)
    );
    if (rebased !== null) {
      await git.raw(["rebase", "--abort"]).catch(() => void 0);
      throw new CliError(
        `--push: ${path} changed on ${remote}/${branch} in a way that cannot be merged with this commit (${rebased}); the commit ${commit} is kept on this branch \u2014 run git pull --rebase, resolve, and push.`,
        1
      );
    }
  }
}

export {
  commitWritten,
  pushedLine,
  publishWritten,
  commitAndPush,
  pushHead
};
