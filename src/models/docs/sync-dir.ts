// SYNC as a directory (one file per agent): assembling the one-SYNC.md view and splitting it back into files.
import { sourceFromBytes, type SourceFile } from '../markdown/source.js';
import { splitAtLevel2, atxHeadingText } from '../markdown/split.js';

/**
 * The directory layout of SYNC (`files.sync: sync/`): each agent owns `sync/<agent>.md`, holding its one
 * section in the SYNC.md format. Commands read the assembled view, one SYNC.md text made of every file's
 * section, so the models and rules see the SyncDoc they always see; `locate` maps a line of that view back
 * to its file. Nothing here touches the disk or git: callers hand in the files' bytes.
 */

/** One file of a sync directory: its repo-relative path and bytes. */
export interface SyncPart {
  path: string;
  bytes: Uint8Array | string;
  /** Set when the entry is not a regular file (`symbolic link`, `submodule`): reported, never read. */
  notAFile?: string;
}

/** Something wrong with one file's place in the layout, before any rule runs. */
export interface LayoutProblem {
  path: string;
  /**
   * `sections`: not exactly one section; `owner`: the section is not the file's agent's; `preamble`: text before it.
   */
  kind: 'sections' | 'owner' | 'preamble' | 'name';
  message: string;
  line: number;
}

export interface AssembledSync {
  /** The assembled SYNC.md text, as a source named after the directory. */
  source: SourceFile;
  /** The file and line (1-based) a line of the assembled text comes from; null for the generated title. */
  locate(line: number): { path: string; line: number } | null;
  /**
   * Files with encoding problems (invalid UTF-8, NUL, bare CR): in the view as Markdown reads them (no rule skips
   * them), their encoding problems reported on their own.
   */
  unreadable: SourceFile[];
  layout: LayoutProblem[];
  /** The agent each included file belongs to (its name without `.md`), by path. */
  owners: Map<string, string>;
}

/** Whether a `files.sync` value names a directory (it ends in `/`). */
export function isSyncDir(path: string): boolean {
  return path.endsWith('/');
}

/** The file an agent writes in a sync directory: `<dir><agent>.md`. */
export function syncFileOf(dir: string, agent: string): string {
  return `${dir}${agent}.md`;
}

/** Whether a repo path is one agent's file of the directory (directly inside it, ending in `.md`). */
export function isSyncDirFile(dir: string, path: string): boolean {
  return (
    path.startsWith(dir) &&
    path.endsWith('.md') &&
    !path.slice(dir.length).includes('/') &&
    path.length > dir.length + 3
  );
}

const TITLE = '# Sync\n\n';
const AGENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Assembles the files of a sync directory (in path order) into one SYNC.md view. */
export function assembleSync(dir: string, parts: SyncPart[]): AssembledSync {
  const sorted = parts
    .filter((p) => isSyncDirFile(dir, p.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const unreadable: SourceFile[] = [];
  const layout: LayoutProblem[] = [];
  const owners = new Map<string, string>();
  const regions: { path: string; from: number; skip: number }[] = [];
  let text = TITLE;
  let line = 3;
  for (const part of sorted) {
    if (part.notAFile) {
      layout.push({
        path: part.path,
        kind: 'name',
        message:
          `${part.path} is ${part.notAFile}, not a regular file; a file of the sync directory must be the file ` +
          `itself — replace it`,
        line: 1,
      });
      continue;
    }
    const source = sourceFromBytes(part.path, part.bytes);
    if (source.encoding.length) unreadable.push(source);
    const agent = part.path.slice(dir.length, -3);
    const split = splitAtLevel2(source.text);
    const pre = split.preamble.text;
    const problem = (kind: LayoutProblem['kind'], message: string, at = 1) =>
      layout.push({ path: part.path, kind, message, line: at });
    if (!AGENT.test(agent))
      problem(
        'name',
        `${part.path}: "${agent}" is not an agent id (letters, digits, ".", "_", "-"); name the file after its agent`,
      );
    if (pre.trim() !== '')
      problem(
        'preamble',
        `${part.path} has text before its section heading; a file of the sync directory holds only its agent's ` +
          `section ("## ${agent}") — move the text into the section or remove it`,
      );
    if (split.sections.length === 0)
      problem('sections', `${part.path} holds no section; write "## ${agent}" and its three fields`);
    if (split.sections.length > 1)
      problem(
        'sections',
        `${part.path} holds ${split.sections.length} sections; a file of the sync directory holds one, its agent's ` +
          `("## ${agent}")`,
        split.sections[1].start.line,
      );
    const first = split.sections[0];
    if (first && atxHeadingText(first.heading ?? '') !== agent) {
      problem(
        'owner',
        `${part.path} holds the section "${atxHeadingText(first.heading ?? '')}", but the file belongs to ${agent}; ` +
          `each agent writes only its own file, with "## ${agent}" as its heading`,
        first.start.line,
      );
    }
    owners.set(part.path, agent);
    // The view starts at the first heading: text before it is not part of it (other than blank lines, a layout
    // problem).
    const body = source.text.slice(pre.length);
    const skip = lineCount(pre);
    if (body === '') continue;
    const chunk = body.endsWith('\n') ? body : `${body}\n`;
    regions.push({ path: part.path, from: line, skip });
    text += `${chunk}\n`;
    line += lineCount(chunk) + 1;
  }
  const source: SourceFile = { path: dir, text, bom: false, encoding: [] };
  const locate = (l: number) => {
    let found: (typeof regions)[number] | null = null;
    for (const r of regions)
      if (r.from <= l) found = r;
      else break;
    return found ? { path: found.path, line: l - found.from + 1 + found.skip } : null;
  };
  return { source, locate, unreadable, layout, owners };
}

function lineCount(s: string): number {
  let n = 0;
  for (let i = s.indexOf('\n'); i !== -1; i = s.indexOf('\n', i + 1)) n++;
  return n;
}

/**
 * Splits a one-file SYNC.md into the directory layout: one `<dir><agent>.md` per section, each holding that
 * section as written (line endings kept). Returns the files and the preamble, which has no place in the
 * directory (keep it in a README). For `handover migrate`.
 */
export function splitSyncToDir(text: string, dir: string): { files: Map<string, string>; preamble: string } {
  const clean = text.replace(/^\uFEFF/, '');
  const split = splitAtLevel2(clean);
  const files = new Map<string, string>();
  for (const s of split.sections) {
    const id = atxHeadingText(s.heading ?? '');
    const path = syncFileOf(dir, id);
    const eol = s.text.includes('\r\n') ? '\r\n' : '\n';
    const body = s.text.replace(/\s+$/, '') + eol;
    // a duplicate stays visible: the layout check reports it
    files.set(path, files.has(path) ? `${files.get(path)}${eol}${body}` : body);
  }
  return { files, preamble: split.preamble.text };
}

/**
 * Joins a sync directory's files back into one SYNC.md (`preamble` first, default `# Sync`), sections in path order.
 */
export function joinSyncDir(
  dir: string,
  parts: SyncPart[],
  preamble = '# Sync\n\nEach agent writes only its own section.\n',
): string {
  const sorted = parts
    .filter((p) => isSyncDirFile(dir, p.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  let out = `${preamble.replace(/\s+$/, '')}\n`;
  for (const p of sorted) {
    const text = (typeof p.bytes === 'string' ? p.bytes : Buffer.from(p.bytes).toString('utf8'))
      .replace(/^\uFEFF/, '')
      .replace(/^\s+/, '')
      .replace(/\s+$/, '');
    if (text) out += `\n${text}\n`;
  }
  return out;
}
