import { readFileSync } from 'node:fs';
import { PACKAGE_ROOT, packageInfo, RELEASE_REF, repoSlug } from '../package.js';
import type { FileResult, Message } from '../engine/lint.js';
import { ALL_RULES, ruleUrl } from '../rules/index.js';
import { withFingerprints } from './fingerprint.js';
import type { FormatOptions } from './options.js';

/** The id of findings that are not a rule's (an unreadable file, a missing actor, a bad range). */
const PROBLEM_ID = 'handover';
const SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

interface RuleDoc {
  short: string;
  full: string;
  markdown: string;
}

/**
 * SARIF 2.1.0 for code-scanning uploads. Every ruleId in the results is declared with its doc page
 * (first paragraph as fullDescription, the page as help, `helpUri` under the docs URL); artifact URIs
 * are percent-encoded and relative to `%SRCROOT%`; overrides are results with an accepted external
 * suppression carrying the dispatcher's reason.
 */
export function sarif(results: FileResult[], { version, docsUrl }: FormatOptions): string {
  const base = docsBase(docsUrl);
  const known = new Map(ALL_RULES.map((r) => [r.id, r]));
  const ids = [...known.keys()];
  const all = (r: FileResult) => [...r.messages, ...(r.suppressedMessages ?? [])];
  for (const r of results)
    for (const m of all(r)) if (!ids.includes(m.ruleId ?? PROBLEM_ID)) ids.push(m.ruleId ?? PROBLEM_ID);
  const rules = ids.map((id) => {
    const rule = known.get(id);
    const doc = ruleDoc(id);
    const short =
      rule?.meta.description ??
      doc?.short ??
      (id === PROBLEM_ID
        ? 'A problem that stops handover from checking a file (not a rule finding).'
        : `Finding ${id}.`);
    return {
      id,
      shortDescription: { text: short },
      fullDescription: { text: doc?.full ?? short },
      ...(doc ? { help: { text: doc.markdown, markdown: doc.markdown }, helpUri: base + encodeURI(ruleUrl(id)) } : {}),
      defaultConfiguration: { level: rule?.meta.defaultSeverity !== 'warn' ? 'error' : 'warning' },
    };
  });
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const out = withFingerprints(results, all).map(({ result: r, message: m, fingerprint }) => {
    const ruleId = m.ruleId ?? PROBLEM_ID;
    return {
      ruleId,
      ruleIndex: index.get(ruleId),
      level: m.severity === 'error' ? 'error' : 'warning',
      message: { text: m.message + (m.commit ? ` [${m.commit}]` : '') },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: fileUri(r.path), uriBaseId: '%SRCROOT%' },
            region: {
              startLine: Math.max(1, m.line),
              startColumn: Math.max(1, m.column),
              ...(m.endLine ? { endLine: m.endLine } : {}),
              ...(m.endColumn ? { endColumn: m.endColumn } : {}),
            },
          },
        },
      ],
      // stable across line moves (the file and the finding's identity), as GitLab's fingerprint is
      partialFingerprints: { 'handoverFinding/v1': fingerprint },
      ...suppressionsOf(m),
    };
  });
  const pkg = packageInfo();
  const log = {
    $schema: SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'handover',
            version,
            semanticVersion: version,
            ...(pkg.homepage ? { informationUri: pkg.homepage } : {}),
            rules,
          },
        },
        results: out,
        columnKind: 'utf16CodeUnits',
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

/**
 * SARIF suppressions: a dispatcher's override and a baselined finding are external (recorded outside the file),
 * an inline comment is `inSource`; each carries its reason.
 */
function suppressionsOf(m: Message): { suppressions?: object[] } {
  const list: object[] = [];
  if (m.override) list.push({ kind: 'external', status: 'accepted', justification: m.override });
  for (const s of m.suppressions ?? [])
    list.push({
      kind: s.kind === 'inline' ? 'inSource' : 'external',
      status: 'accepted',
      justification: s.justification,
    });
  return list.length ? { suppressions: list } : {};
}

/** A repo-relative path as a relative URI reference: `/` separators, every segment percent-encoded. */
export function fileUri(path: string): string {
  return path
    .replace(/\\/g, '/')
    .split('/')
    .map((s) => encodeURIComponent(s))
    .join('/');
}

/**
 * Where rule pages live: `docsUrl` (HANDOVER_DOCS_URL) when given, else `rules/` at the release ref of the
 * repository named by package.json (`https://github.com/o/r/blob/<RELEASE_REF>/`), else none.
 */
export function docsBase(docsUrl?: string): string {
  if (docsUrl) return docsUrl.endsWith('/') ? docsUrl : `${docsUrl}/`;
  const slug = repoSlug();
  return slug ? `https://github.com/${slug}/blob/${RELEASE_REF}/` : '';
}

/** A rule's page (`rules/<id>.md` in the package): its first paragraph and its whole text; null when absent. */
function ruleDoc(id: string): RuleDoc | null {
  if (!/^[a-z0-9-]+\/[a-z0-9-]+$/.test(id)) return null;
  let text: string;
  try {
    text = readFileSync(new URL(ruleUrl(id), PACKAGE_ROOT), 'utf8');
  } catch {
    return null;
  }
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p && !p.startsWith('#'));
  const first = (paragraphs[0] ?? id).replace(/\s*\n\s*/g, ' ');
  return { short: first, full: first, markdown: text };
}
