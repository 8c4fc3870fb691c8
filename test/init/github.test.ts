import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { makeRepo } from '../helpers/repo.js';

/**
 * The documented shape of a repository ruleset as the REST API ("Create a repository ruleset",
 * POST /repos/{owner}/{repo}/rulesets) and the ruleset import take it, for the rules init writes.
 * Field names, types, enums and required fields as the GitHub REST description lists them.
 */
const RULESET_SCHEMA: Schema = {
  type: 'object',
  required: ['name', 'enforcement'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    target: { enum: ['branch', 'tag', 'push'] },
    enforcement: { enum: ['disabled', 'active', 'evaluate'] },
    bypass_actors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['actor_type'],
        properties: {
          actor_id: { type: 'integer' },
          actor_type: { enum: ['Integration', 'OrganizationAdmin', 'RepositoryRole', 'Team', 'DeployKey'] },
          bypass_mode: { enum: ['always', 'pull_request'] },
        },
      },
    },
    conditions: {
      type: 'object',
      additionalProperties: false,
      properties: {
        ref_name: {
          type: 'object',
          additionalProperties: false,
          properties: {
            include: { type: 'array', items: { type: 'string' } },
            exclude: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
    rules: {
      type: 'array',
      items: {
        oneOf: [
          {
            type: 'object',
            required: ['type'],
            additionalProperties: false,
            properties: {
              type: {
                enum: ['deletion', 'non_fast_forward', 'creation', 'required_linear_history', 'required_signatures'],
              },
            },
          },
          {
            type: 'object',
            required: ['type', 'parameters'],
            additionalProperties: false,
            properties: {
              type: { enum: ['pull_request'] },
              parameters: {
                type: 'object',
                additionalProperties: false,
                required: [
                  'dismiss_stale_reviews_on_push',
                  'require_code_owner_review',
                  'require_last_push_approval',
                  'required_approving_review_count',
                  'required_review_thread_resolution',
                ],
                properties: {
                  dismiss_stale_reviews_on_push: { type: 'boolean' },
                  require_code_owner_review: { type: 'boolean' },
                  require_last_push_approval: { type: 'boolean' },
                  required_approving_review_count: { type: 'integer', minimum: 0, maximum: 10 },
                  required_review_thread_resolution: { type: 'boolean' },
                },
              },
            },
          },
          {
            type: 'object',
            required: ['type', 'parameters'],
            additionalProperties: false,
            properties: {
              type: { enum: ['required_status_checks'] },
              parameters: {
                type: 'object',
                additionalProperties: false,
                required: ['required_status_checks', 'strict_required_status_checks_policy'],
                properties: {
                  strict_required_status_checks_policy: { type: 'boolean' },
                  do_not_enforce_on_create: { type: 'boolean' },
                  required_status_checks: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['context'],
                      additionalProperties: false,
                      properties: { context: { type: 'string' }, integration_id: { type: 'integer' } },
                    },
                  },
                },
              },
            },
          },
          {
            // GitHub's "workflows" rule: require a workflow, run from the repository named by id (its default
            // branch unless ref or sha say otherwise), to pass before merging
            type: 'object',
            required: ['type', 'parameters'],
            additionalProperties: false,
            properties: {
              type: { enum: ['workflows'] },
              parameters: {
                type: 'object',
                additionalProperties: false,
                required: ['workflows'],
                properties: {
                  do_not_enforce_on_create: { type: 'boolean' },
                  workflows: {
                    type: 'array',
                    items: {
                      type: 'object',
                      required: ['path', 'repository_id'],
                      additionalProperties: false,
                      properties: {
                        path: { type: 'string' },
                        repository_id: { type: 'integer' },
                        ref: { type: 'string' },
                        sha: { type: 'string' },
                      },
                    },
                  },
                },
              },
            },
          },
        ],
      },
    },
  },
};

interface Schema {
  type?: 'object' | 'array' | 'string' | 'integer' | 'boolean';
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean;
  items?: Schema;
  oneOf?: Schema[];
  minimum?: number;
  maximum?: number;
}

/** A small JSON Schema validator for the keywords above; returns the problems found. */
function validate(v: unknown, s: Schema, at = '$'): string[] {
  if (s.oneOf) {
    const ok = s.oneOf.filter((x) => validate(v, x, at).length === 0).length;
    return ok === 1 ? [] : [`${at}: matches ${ok} of the oneOf shapes`];
  }
  const out: string[] = [];
  if (s.enum && !s.enum.includes(v)) out.push(`${at}: ${JSON.stringify(v)} is not one of ${s.enum.join(', ')}`);
  if (s.type === 'object') {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return [`${at}: not an object`];
    out.push(...validateFields(v as Record<string, unknown>, s, at));
  }
  if (s.type === 'array') {
    if (!Array.isArray(v)) return [`${at}: not an array`];
    for (const [i, x] of v.entries()) out.push(...validate(x, s.items!, `${at}[${i}]`));
  }
  return [...out, ...scalarProblems(v, s, at)];
}

/** An object's problems: required fields missing, fields that do not validate, unknown fields where none may be. */
function validateFields(o: Record<string, unknown>, s: Schema, at: string): string[] {
  const out: string[] = [];
  for (const r of s.required ?? []) if (!(r in o)) out.push(`${at}: missing ${r}`);
  for (const [k, x] of Object.entries(o)) {
    if (s.properties?.[k]) out.push(...validate(x, s.properties[k], `${at}.${k}`));
    else if (s.additionalProperties === false) out.push(`${at}: unknown field ${k}`);
  }
  return out;
}

/** A scalar's problems: the wrong type (string, boolean, integer) or a number out of range. */
function scalarProblems(v: unknown, s: Schema, at: string): string[] {
  const out: string[] = [];
  if (s.type === 'string' && typeof v !== 'string') out.push(`${at}: not a string`);
  if (s.type === 'boolean' && typeof v !== 'boolean') out.push(`${at}: not a boolean`);
  if (s.type === 'integer' && !Number.isInteger(v)) out.push(`${at}: not an integer`);
  if (
    typeof v === 'number' &&
    ((s.minimum !== undefined && v < s.minimum) || (s.maximum !== undefined && v > s.maximum))
  )
    out.push(`${at}: out of range`);
  return out;
}

/** CODEOWNERS as GitHub documents it: a pattern, then owners (@user, @org/team or an email); # comments. */
const OWNER = /^(@[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)?|[^@\s]+@[^@\s]+)$/;
function codeownersProblems(text: string): string[] {
  const out: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    const [pattern, ...owners] = line.trim().split(/(?<!\\)\s+/);
    if (!pattern || pattern.startsWith('!') || /(?<!\\)\[/.test(pattern))
      out.push(`line ${i + 1}: unsupported pattern ${pattern}`);
    if (owners.length === 0) out.push(`line ${i + 1}: no owner`);
    for (const o of owners) if (!OWNER.test(o)) out.push(`line ${i + 1}: ${o} is not @user, @org/team or an email`);
  });
  return out;
}

describe('init --github: the host guards as files', () => {
  const config = JSON.stringify({
    agent: 'commons',
    owner: 'commons',
    dispatchers: ['human'],
    files: { sync: 'sync/' },
    agents: {
      commons: { github: 'commons-bot' },
      alice: { github: '@alice-gh' },
      bob: { github: 'acme/bob-team' },
      carol: null,
      human: { github: 'the-human' },
    },
  });

  it("writes a ruleset GitHub's import accepts and CODEOWNERS lines giving each agent its own file", () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': config, 'HANDOVER.md': '# Handover: alice\n' } }]);
    const r = runCli(['init', '--github', '--role', 'commons', '--role', 'upstream'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/created\s+\.github\/rulesets\/handover\.json/);
    const ruleset = JSON.parse(readFileSync(join(dir, '.github/rulesets/handover.json'), 'utf8')) as {
      rules: { type: string; parameters?: { required_status_checks?: { integration_id: number }[] } }[];
    };
    expect(validate(ruleset, RULESET_SCHEMA)).toEqual([]);
    expect(ruleset.rules.map((x) => x.type)).toEqual([
      'deletion',
      'non_fast_forward',
      'pull_request',
      'required_status_checks',
      'workflows',
    ]);
    expect(ruleset.rules[3].parameters!.required_status_checks![0].integration_id).toBe(15368);
    const owners = readFileSync(join(dir, '.github/CODEOWNERS'), 'utf8');
    expect(codeownersProblems(owners)).toEqual([]);
    expect(owners).toContain('/sync/alice.md @alice-gh @the-human');
    expect(owners).toContain('/sync/bob.md @acme/bob-team @the-human');
    expect(owners).toContain('/HANDOVER.md @alice-gh @the-human');
    expect(owners).toContain('/sync/carol.md @the-human');
    expect(r.stdout).toMatch(/no GitHub account for carol/);
    // run again: nothing changes
    const again = runCli(['init', '--github'], { cwd: dir });
    expect(again.stdout).toMatch(/kept\s+\.github\/rulesets\/handover\.json/);
    expect(readFileSync(join(dir, '.github/CODEOWNERS'), 'utf8')).toBe(owners);
  });

  it('the ruleset validator refuses what GitHub refuses: a missing field, an unknown one, a wrong type', () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': config, 'HANDOVER.md': '# Handover: alice\n' } }]);
    expect(runCli(['init', '--github', '--role', 'commons', '--role', 'upstream'], { cwd: dir }).code).toBe(0);
    const good = JSON.parse(readFileSync(join(dir, '.github/rulesets/handover.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(validate(good, RULESET_SCHEMA)).toEqual([]);
    const { name: _name, ...noName } = good;
    expect(validate(noName, RULESET_SCHEMA).join('\n')).toMatch(/missing name/);
    expect(validate({ ...good, bogus: 1 }, RULESET_SCHEMA).join('\n')).toMatch(/unknown field bogus/);
    expect(validate({ ...good, enforcement: 'sometimes' }, RULESET_SCHEMA).join('\n')).toMatch(/not one of/);
  });

  it('adds required_signatures to the ruleset when the config has identity.signatures: required', () => {
    const signed = JSON.stringify({ ...JSON.parse(config), identity: { signatures: 'required' } });
    const dir = makeRepo([{ files: { '.handoverrc.json': signed } }]);
    expect(runCli(['init', '--github', '--role', 'commons'], { cwd: dir }).code).toBe(0);
    const ruleset = JSON.parse(readFileSync(join(dir, '.github/rulesets/handover.json'), 'utf8')) as {
      rules: { type: string }[];
    };
    expect(validate(ruleset, RULESET_SCHEMA)).toEqual([]);
    expect(ruleset.rules.map((x) => x.type)).toEqual([
      'deletion',
      'non_fast_forward',
      'required_signatures',
      'pull_request',
      'required_status_checks',
      'workflows',
    ]);
    // turning signatures on later: the ruleset differs from what init makes now, and init says how to refresh it
    const later = makeRepo([{ files: { '.handoverrc.json': config } }]);
    expect(runCli(['init', '--github', '--role', 'commons'], { cwd: later }).code).toBe(0);
    writeFileSync(join(later, '.handoverrc.json'), signed);
    expect(runCli(['init', '--github'], { cwd: later }).stdout).toMatch(
      /kept\s+\.github\/rulesets\/handover\.json\s+\(differs from the template; handover init --force rewrites it/,
    );
    expect(runCli(['init', '--github', '--force'], { cwd: later }).stdout).toMatch(
      /updated\s+\.github\/rulesets\/handover\.json/,
    );
    expect(readFileSync(join(later, '.github/rulesets/handover.json'), 'utf8')).toContain('"required_signatures"');
  });

  it("keeps a CODEOWNERS of the user's and adds the block after its lines; a bad github value is a config error", () => {
    const dir = makeRepo([{ files: { '.handoverrc.json': config, '.github/CODEOWNERS': '* @someone\n' } }]);
    expect(runCli(['init', '--github', '--role', 'commons'], { cwd: dir }).code).toBe(0);
    const owners = readFileSync(join(dir, '.github/CODEOWNERS'), 'utf8');
    expect(owners.startsWith('* @someone\n# handover:begin')).toBe(true);
    const bad = makeRepo([
      { files: { '.handoverrc.json': JSON.stringify({ agents: { a: { github: 'not valid!' } } }) } },
    ]);
    const r = runCli(['init', '--github', '--role', 'commons', '--agent', 'a'], { cwd: bad });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"agents\.a\.github" is "not valid!"/);
  });
});
