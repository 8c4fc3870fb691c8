import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../src/config/schema.js';

const RULES = new Set(['handover/sequence', 'sync/size']);
const OPTIONS = new Map([['sync/size', { max: { default: 200 } }]]);

/** The message validateConfig throws for a raw config, or null when it accepts it. */
function problem(raw: unknown): string | null {
  try {
    validateConfig(raw, '.handoverrc.yaml', RULES, OPTIONS);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('validateConfig: each key read by its own reader says the same sentence', () => {
  it('agents: emails, signingKeys, github and pushers', () => {
    const c = validateConfig(
      {
        agents: {
          lab: {
            emails: ['Lab@Example.org'],
            signingKeys: [' ABCDEF0123456789 '],
            github: '@alice',
            pushers: ['lab-bot'],
          },
          ops: null,
        },
      },
      null,
      RULES,
    );
    expect(c.agents.lab).toEqual({
      emails: ['lab@example.org'],
      signingKeys: ['ABCDEF0123456789'],
      github: ['alice'],
      pushers: ['lab-bot'],
    });
    expect(c.agents.ops).toEqual({ emails: [], signingKeys: [], github: [], pushers: [] });
    expect(problem({ agents: { lab: { signingKeys: ['ssh-ed25519 AAAA', 'nope'] } } })).toBe(
      '.handoverrc.yaml: "agents.lab.signingKeys[1]" must be an ssh public key ("ssh-ed25519 AAAA…", one line) or a ' +
        'gpg key fingerprint (16 or 40 hex digits). Fix it and run again.',
    );
    expect(problem({ agents: { lab: { github: ['-x'] } } })).toBe(
      '.handoverrc.yaml: "agents.lab.github" is "-x": give GitHub user names (alice) or teams (org/team). Fix it and ' +
        'run again.',
    );
    expect(problem({ agents: { lab: { pushers: ['a b'] } } })).toBe(
      '.handoverrc.yaml: "agents.lab.pushers" is "a b": give the user names the git server reports for pushes ' +
        '(letters, digits, ".", "_", "@", "-"). Fix it and run again.',
    );
    expect(problem({ agents: { lab: { toString: [] } } })).toBe(
      '.handoverrc.yaml: "agents.lab.toString" is not a known key (emails, signingKeys, github, pushers). Fix it and ' +
        'run again.',
    );
    expect(problem({ agents: { 'a b': {} } })).toContain('"agents.a b" is "a b": use letters');
  });

  it('log knobs, top level and in an upstream', () => {
    expect(validateConfig({ log: { heading: 'date', order: 'newest-first' } }, null, RULES).log).toEqual({
      heading: 'date',
      level: 2,
      order: 'newest-first',
    });
    expect(problem({ log: { level: 4 } })).toBe('.handoverrc.yaml: "log.level" must be 2 or 3. Fix it and run again.');
    expect(problem({ log: { shape: 1 } })).toBe(
      '.handoverrc.yaml: "log.shape" is not a known key (heading, level, order, writer, amendLast, trailer, stamp, pinned, archive, section, reference). Fix it and run again.',
    );
    expect(problem({ upstreams: { a: { source: '../a', log: { order: 'up' } } } })).toBe(
      '.handoverrc.yaml: "upstreams.a.log.order" must be oldest-first, newest-first or any. Fix it and run again.',
    );
    expect(problem({ upstreams: { a: { source: '../a', dialect: 'cmap', log: { level: 3 } } } })).toContain(
      '"upstreams.a.log" applies to the handover dialect only',
    );
  });

  it('unknown keys, sync, requests, rules and server', () => {
    expect(problem({ constructor: 1 })).toMatch(/^\.handoverrc\.yaml: "constructor" is not a known configuration key/);
    expect(problem({ sync: { shared: { Notes: 'anyone' } } })).toBe(
      '.handoverrc.yaml: "sync.shared.Notes" must be one of append-only, owner-only. Fix it and run again.',
    );
    expect(problem({ sync: { fields: { focus: { aliases: ['ok', '!'] } } } })).toContain(
      '"sync.fields.focus.aliases[1]" is "!"',
    );
    expect(problem({ requests: { maxDepth: 0 } })).toContain('"requests.maxDepth" must be a whole number of hops');
    expect(problem({ rules: { 'sync/size': ['warn', { max: -1 }] } })).toContain(
      '"rules.sync/size[1].max" must be a whole number of 0 or more',
    );
    expect(problem({ rules: { 'sync/sise': 'warn' } })).toContain('the sync rules are sync/size');
    expect(problem({ server: { protect: ['main', '-x'] } })).toContain('"server.protect[1]" is "-x"');
    const c = validateConfig(
      { sync: { fields: { next: { label: 'Next', aliases: ['Then'] } }, level: 3 }, requests: { staleDays: 2 } },
      null,
      RULES,
    );
    expect(c.sync.fields.next).toEqual({ label: 'Next', aliases: ['Then'] });
    expect(c.sync.level).toBe(3);
    expect(c.requests).toEqual({ maxDepth: 2, staleDays: 2 });
  });
});
