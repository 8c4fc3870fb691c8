import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { plainYaml } from '../../src/config/plain-yaml.js';

/**
 * The configs read without the YAML library read exactly as the library reads them: on generated texts, every
 * text `plainYaml` takes has the library's value, and the library loads everything it leaves.
 */
const KEYS = ['agent', 'files', 'handover', 'rules', 'handover/append-only', 'a.b', 'x@y.org', 'on', 'True', 'null'];
const KEYS_ODD = ['1a', '-a', '"q"', 'a b', '<<', '__proto__', 'true', 'é'];
const VALUES = ['lab', 'true', 'false', 'True', 'yes', 'no', 'off', 'on', '0', '7', '007', '12', '1e3', '0x1F', '~'];
const VALUES_ODD = ['.inf', 'a:b', 'a b', '#c', '"q"', "'q'", 'x # c', '-1', '[a]', '{a: 1}', '&a x', '*a', '|', '>'];

/** A small deterministic generator, so a failure names its seed. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function text(seed: number): string {
  const r = rng(seed);
  const pick = <T>(xs: T[]): T => xs[Math.floor(r() * xs.length)];
  const lines: string[] = [];
  const n = 1 + Math.floor(r() * 8);
  for (let i = 0; i < n; i++) {
    const kind = r();
    if (kind < 0.1) lines.push(pick(['', '# comment', '  # indented comment', '---', '   ', '- item']));
    else {
      const indent = ' '.repeat(pick([0, 0, 0, 2, 2, 4, 1, 3]));
      const key = r() < 0.9 ? pick(KEYS) : pick(KEYS_ODD);
      const value = r() < 0.3 ? '' : ` ${r() < 0.85 ? pick(VALUES) : pick(VALUES_ODD)}`;
      lines.push(`${indent}${key}:${value}${r() < 0.05 ? ' ' : ''}`);
    }
  }
  const eol = r() < 0.1 ? '\r\n' : '\n';
  return lines.join(eol) + (r() < 0.8 ? eol : '');
}

describe('plainYaml', () => {
  it('reads what init writes and plain nested mappings', () => {
    expect(plainYaml('# handover configuration\n# more\nagent: lab\n')).toEqual({ agent: 'lab' });
    expect(plainYaml('agent: lab\nfiles:\n  handover: HANDOVER.md\nrules:\n  handover/append-only: off\nx:\n')).toEqual(
      { agent: 'lab', files: { handover: 'HANDOVER.md' }, rules: { 'handover/append-only': 'off' }, x: null },
    );
  });

  it('leaves to the library what it does not read exactly', () => {
    for (const t of ['agent: "lab"\n', 'agent: lab # me\n', 'a: 1\na: 2\n', '---\nagent: lab\n', 'a:\n\tb: 1\n', '']) {
      expect(plainYaml(t)).toBeUndefined();
    }
  });

  it('gives the YAML library’s value for every text it takes (20,000 generated texts)', () => {
    let taken = 0;
    for (let seed = 1; seed <= 20_000; seed++) {
      const t = text(seed);
      const mine = plainYaml(t);
      if (mine === undefined) continue;
      taken++;
      expect({ seed, value: parse(t) as unknown }).toEqual({ seed, value: mine });
    }
    expect(taken).toBeGreaterThan(400);
  });
});
