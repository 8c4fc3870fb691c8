import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { configDeclaration, configJsonSchema } from '../../src/config/declaration.js';
import { validateConfig } from '../../src/config/schema.js';
import { RULE_IDS, RULE_OPTIONS } from '../../src/rules/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (rel: string) => readFileSync(join(ROOT, rel), 'utf8');
const shipped = JSON.parse(read('schema/config.schema.json')) as Record<string, unknown>;
const validate = new Ajv({ allErrors: true, strict: false }).compile(shipped);
const TOP = Object.keys(configDeclaration.shape);

/** Every YAML block of the README and docs/ that is a handover config (most of its top-level keys are config keys). */
function exampleConfigs(): { where: string; config: Record<string, unknown> }[] {
  const pages = ['README.md', 'rules/README.md'];
  const walk = (dir: string) => {
    for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true }))
      if (e.isDirectory()) walk(join(dir, e.name));
      else if (e.name.endsWith('.md')) pages.push(join(dir, e.name));
  };
  walk('docs');
  const out: { where: string; config: Record<string, unknown> }[] = [];
  for (const page of pages)
    for (const m of read(page).matchAll(/```(?:ya?ml|json)\n([\s\S]*?)```/g)) {
      let config: unknown;
      try {
        config = parseYaml(m[1]);
      } catch {
        continue;
      }
      if (!config || typeof config !== 'object' || Array.isArray(config)) continue;
      const keys = Object.keys(config);
      if (keys.filter((k) => TOP.includes(k)).length * 2 > keys.length)
        out.push({ where: `${page}: ${m[1].split('\n')[0]}`, config: config as Record<string, unknown> });
    }
  return out;
}

const byValidator = (config: unknown) => {
  try {
    validateConfig(config, 'test', RULE_IDS, RULE_OPTIONS);
    return 'ok';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('schema/config.schema.json: one declaration for editors', () => {
  it('is what the declaration generates (npm run build:schema writes it)', () => {
    expect(shipped).toEqual(JSON.parse(JSON.stringify(configJsonSchema())));
  });

  it('validates every example config of the README and docs, as validateConfig accepts them', () => {
    const examples = exampleConfigs();
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const { where, config } of examples) {
      expect(byValidator(config), where).toBe('ok');
      expect(validate(config) ? [] : validate.errors, where).toEqual([]);
    }
  });

  it('rejects an unknown key at every level, as validateConfig does, naming the key', () => {
    const cases: Record<string, unknown>[] = [
      { agnet: 'lab' },
      { sync: { levle: 3 } },
      { log: { heading: 'seq', writter: 'lab' } },
      { agents: { lab: { email: ['lab@example.org'] } } },
      { upstreams: { lab: { source: '../lab', branch: 'main' } } },
      { files: { handover: 'HANDOVER.md', todo: 'TODO.md' } },
      { mcp: { write: false, read: true } },
    ];
    for (const config of cases) {
      expect(validate(config), JSON.stringify(config)).toBe(false);
      expect(byValidator(config), JSON.stringify(config)).toMatch(/is not a known (configuration )?key|is not a known/);
    }
  });

  it('declares every top-level key validateConfig knows, and no other', () => {
    const message = byValidator({ 'no-such-key': 1 });
    const listed = /\(([^)]*)\)\. Fix it/.exec(message)![1].split(', ');
    expect([...TOP].sort()).toEqual([...listed].sort());
  });
});
