import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { runCli } from '../helpers/cli.js';
import { commit, makeRepo } from '../helpers/repo.js';
import { entry, log } from '../check/fixtures.js';

// test/fixtures/sarif-schema-2.1.0.json is the SARIF 2.1.0 final schema (OASIS Static Analysis Results
// Interchange Format, https://docs.oasis-open.org/sarif/sarif/v2.1.0/; JSON Schema draft-04 form
// "sarif-2.1.0-rtm.5" as published to the JSON Schema Store), vendored unchanged from the npm package
// @microsoft/jest-sarif 1.0.0-beta.0 (MIT), lib/schemas/sarif-2.1.0-rtm.5.json.
const schema = JSON.parse(
  readFileSync(new URL('../fixtures/sarif-schema-2.1.0.json', import.meta.url), 'utf8'),
) as object;
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false }); // the schema's language pattern is not valid under /u;
addFormats(ajv);
const validate = ajv.compile(schema);

interface Sarif {
  runs: {
    tool: {
      driver: {
        rules: {
          id: string;
          shortDescription: { text: string };
          fullDescription?: { text: string };
          help?: { text: string };
          helpUri?: string;
        }[];
      };
    };
    results: {
      ruleId: string;
      ruleIndex: number;
      locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }[];
      suppressions?: { justification: string }[];
    }[];
  }[];
}

function valid(text: string): Sarif {
  const log = JSON.parse(text) as Sarif;
  const ok = validate(log);
  expect(ok ? [] : validate.errors).toEqual([]);
  const run = log.runs[0];
  const ids = run.tool.driver.rules.map((r) => r.id);
  for (const r of run.results) {
    expect(ids, `${r.ruleId} is declared`).toContain(r.ruleId);
    expect(ids[r.ruleIndex]).toBe(r.ruleId);
  }
  return log;
}

const dir = 'notes 100% #1/é';
const path = `${dir}/HANDOVER.md`;
const uri = 'notes%20100%25%20%231/%C3%A9/HANDOVER.md';

describe('SARIF output', () => {
  it('from lint validates, with percent-encoded relative URIs and rule help from the rule pages', () => {
    const repo = makeRepo([{ files: { [path]: log(1) + entry(3) } }]);
    const r = runCli(['lint', path, '--format', 'sarif'], {
      cwd: repo,
      env: { HANDOVER_DOCS_URL: 'https://docs.example.org/handover/' },
    });
    expect(r.code).toBe(1);
    const run = valid(r.stdout).runs[0];
    expect(run.results[0]).toMatchObject({
      ruleId: 'handover/sequence',
      locations: [{ physicalLocation: { artifactLocation: { uri, uriBaseId: '%SRCROOT%' } } }],
    });
    const rule = run.tool.driver.rules.find((x) => x.id === 'handover/sequence')!;
    expect(rule.fullDescription?.text).toMatch(
      /^Entries are numbered 1, 2, 3 … in order, with no gap and no duplicate/,
    );
    expect(rule.help?.text).toContain('## Why');
    expect(rule.helpUri).toBe('https://docs.example.org/handover/rules/handover/sequence.md');
  });

  it('by default links rule pages at this version in the repository package.json names', () => {
    const repo = makeRepo([{ files: { 'HANDOVER.md': log(1) + entry(3) } }]);
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
      repository: { url: string };
    };
    const slug = /github\.com\/(.+?)(\.git)?$/.exec(pkg.repository.url)![1];
    const rule = valid(runCli(['lint', '--format', 'sarif'], { cwd: repo }).stdout).runs[0].tool.driver.rules.find(
      (x) => x.id === 'handover/sequence',
    )!;
    expect(rule.helpUri).toBe(`https://github.com/${slug}/blob/main/rules/handover/sequence.md`);
  });

  it('from check --range validates, declares every rule id found (also non-rule problems) and carries overrides as suppressions', () => {
    const human = { name: 'Human', email: 'human@example.org' };
    const lab = { name: 'Lab', email: 'lab@example.org' };
    const config = JSON.stringify({
      dispatchers: ['human'],
      files: { handover: path },
      agents: { lab: { emails: [lab.email] }, human: { emails: [human.email], github: ['the-human'] } },
    });
    const repo = makeRepo([{ files: { '.handoverrc.json': config, [path]: log(2) }, author: lab }]);
    const base = commit(repo, { files: {}, message: 'base', author: lab });
    commit(repo, {
      files: { [path]: log(2).replace('Entry 1 text.', 'Redacted.') },
      message: 'Redact\n\nHandover-Agent: human\nHandover-Override: entry 1 leaked a token',
      author: human,
    });
    // the dispatcher established by the host (the pull request's author), not by its typed email
    const ok = runCli(['check', '--range', `${base}..HEAD`, '--format', 'sarif', '--attested-by', 'github:the-human'], {
      cwd: repo,
    });
    expect(ok.code).toBe(0);
    const run = valid(ok.stdout).runs[0];
    expect(run.results.length).toBeGreaterThan(0);
    for (const r of run.results) {
      expect(r.suppressions).toEqual([
        { kind: 'external', status: 'accepted', justification: 'entry 1 leaked a token' },
      ]);
      expect(r.locations[0].physicalLocation.artifactLocation.uri).toBe(uri);
    }
    // A forbidden commit by the writer itself: a rule finding, not suppressed.
    commit(repo, {
      files: { [path]: log(2).replace('Entry 2 text.', 'Rewritten.') },
      message: 'Tidy\n\nHandover-Agent: lab',
      author: lab,
    });
    const bad = runCli(['check', '--range', `${base}..HEAD`, '--format', 'sarif'], { cwd: repo });
    expect(bad.code).toBe(1);
    expect(valid(bad.stdout).runs[0].results.some((r) => r.ruleId === 'handover/append-only' && !r.suppressions)).toBe(
      true,
    );
    commit(repo, {
      files: { [path]: log(2).replace('Entry 2 text.', 'Rewritten.') + entry(3) },
      message: 'no trailer',
      author: { name: 'X', email: 'x@elsewhere.example' },
    });
    const who = runCli(['check', '--range', `${base}..HEAD`, '--format', 'sarif'], { cwd: repo });
    // An actor that cannot be found stops the check (exit 2, one sentence on how to declare one): no half report.
    expect(who.code).toBe(2);
    expect(who.stderr).toMatch(/Handover-Agent|--actor|handover\.agent/);
    expect(who.stdout).toBe('');
  });
});
