import { runCli, type CliRun } from '../helpers/cli.js';
import { commit, git, makeRepo, writeFiles, type Files } from '../helpers/repo.js';

/** A small, valid handover log by `writer` with entries 1..n. */
export function log(n: number, writer = 'lab'): string {
  let s = `# Handover: ${writer}\n\nAppend-only. Written only by ${writer}.\n`;
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  for (let i = 1; i <= n; i++)
    s += `\n## ${i} · ${new Date(t0 + i * 60_000).toISOString().replace('.000Z', 'Z')}\n\nEntry ${i} text.\n`;
  return s;
}

/** One entry as tools append it. */
export function entry(seq: number, text = `Entry ${seq} text.`, time = '2026-11-30T10:00:00Z'): string {
  return `\n## ${seq} · ${time}\n\n${text}\n`;
}

export function sync(
  sections: Record<string, [string, string, string]>,
  preamble = 'Each agent writes only its own section.',
): string {
  let s = `# Sync\n\n${preamble}\n`;
  for (const [id, [focus, blocked, next]] of Object.entries(sections)) {
    s += `\n## ${id}\n\n- **Current focus:** ${focus}\n- **Blocked on:** ${blocked}\n- **Next action:** ${next}\n`;
  }
  return s;
}

export function registry(entries: [string, string, string][]): string {
  let s = '# Project registry\n';
  for (const [heading, owns, address] of entries) s += `\n## ${heading}\n\n- Owns: ${owns}\n- Address: ${address}\n`;
  return s;
}

export function marker(offsets: Record<string, number>): string {
  const digest = `sha256:${'a'.repeat(64)}`;
  let fm = '';
  for (const [k, seq] of Object.entries(offsets))
    fm += `${k}:\n  seq: ${seq}\n  at: 2026-11-29T15:00:00Z\n  digest: ${digest}\n`;
  return `---\n${fm}---\n# Last processed\n`;
}

export interface Json {
  filePath: string;
  messages: {
    ruleId: string | null;
    severity: string;
    message: string;
    line: number;
    column: number;
    commit?: string;
    override?: string;
  }[];
  errorCount: number;
}

/** Commits `base`, stages `head` on top and runs `check --staged --format json` with extra args. */
export function stagedCheck(
  base: Files,
  head: Files,
  args: string[] = [],
  env?: Record<string, string | undefined>,
): CliRun & { json: Json[]; dir: string } {
  const dir = makeRepo([{ files: base, message: 'base' }]);
  writeFiles(dir, head);
  git(dir, ['add', '-A']);
  const r = runCli(['check', '--staged', '--format', 'json', ...args], { cwd: dir, env });
  return { ...r, dir, json: r.stdout ? (JSON.parse(r.stdout) as Json[]) : [] };
}

/** All messages of a json result, flattened. */
export function messagesOf(json: Json[]): Json['messages'] {
  return json.flatMap((f) => f.messages);
}

/** Rule ids of all messages. */
export function ruleIds(json: Json[]): (string | null)[] {
  return messagesOf(json).map((m) => m.ruleId);
}

/** Makes a repo with a base commit, then commits on top; returns the dir and the base sha. */
export function rangeRepo(
  base: Files,
  commits: { files: Files; message: string; author?: { name: string; email: string } }[],
): { dir: string; base: string } {
  const dir = makeRepo([{ files: base, message: 'base' }]);
  const sha = git(dir, ['rev-parse', 'HEAD']).trim();
  for (const c of commits) commit(dir, c);
  return { dir, base: sha };
}

/** Runs `check --range BASE..HEAD --format json`. */
export function rangeCheck(dir: string, range: string, args: string[] = []): CliRun & { json: Json[] } {
  const r = runCli(['check', '--range', range, '--format', 'json', ...args], { cwd: dir });
  return { ...r, json: r.stdout ? (JSON.parse(r.stdout) as Json[]) : [] };
}
