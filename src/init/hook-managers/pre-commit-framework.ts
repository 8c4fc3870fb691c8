import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Document, isMap, isSeq, parseDocument, Scalar, YAMLSeq } from 'yaml';
import { readText, writeTarget, writeText, type Outcome } from '../outcome.js';
import { runner, runsCheck } from './block.js';
import type { HookManager } from './types.js';

export const CONFIG = '.pre-commit-config.yaml';

/**
 * The pre-commit framework: a `repo: local` hook in `.pre-commit-config.yaml` whose entry runs the
 * clone's launcher (no machine path, nothing from the tree). Its `.git/hooks/pre-commit` is its own
 * and is never touched. (Or, once this repository is published: `repo: <its URL>`, `rev: v<version>`,
 * `id: handover-check`, installed by the framework from .pre-commit-hooks.yaml.)
 */
export const preCommitFramework: HookManager = {
  name: 'pre-commit',
  detect: (ctx) => existsSync(join(ctx.root, CONFIG)),
  install: (ctx) => {
    const abs = join(ctx.root, CONFIG);
    const target = writeTarget(ctx.root, abs);
    const old = target === null ? null : readText(target);
    const manual = (why: string): Outcome => ({
      what: CONFIG,
      action: 'skipped',
      note: `${why}; add under repos:\n${snippet()}`,
    });
    if (target === null || old === null) return manual('a symlink out of the repository');
    if (runsCheck(old)) return { what: CONFIG, action: 'kept' };
    const doc = parseDocument(old) as unknown as Document;
    if (doc.errors.length) return manual(`not valid YAML (${doc.errors[0].message.split('\n')[0]})`);
    if (!isMap(doc.contents)) return manual('its top level is not a mapping');
    let repos = doc.get('repos', true);
    if (repos === undefined || repos === null) {
      repos = new YAMLSeq();
      doc.set('repos', repos);
    }
    if (!isSeq(repos)) return manual('its repos entry is not a list');
    repos.items.push(doc.createNode(localRepo()));
    writeText(target, doc.toString({ lineWidth: 0 }));
    return {
      what: CONFIG,
      action: 'extended',
      note: 'a repo: local hook handover-check; pre-commit runs it; commit it',
    };
  },
};

/** The `repo: local` entry; its entry as a literal block, so the sh lines read as written. */
function localRepo() {
  const entry = new Scalar(`sh -c '\n${runner()}\n'`);
  entry.type = Scalar.BLOCK_LITERAL;
  return {
    repo: 'local',
    hooks: [
      {
        id: 'handover-check',
        name: 'handover check --staged',
        // shlex keeps the newlines inside the quotes; the runner holds no single quote.
        entry,
        language: 'system',
        pass_filenames: false,
        always_run: true,
      },
    ],
  };
}

function snippet(): string {
  const doc = parseDocument('') as unknown as Document;
  doc.contents = doc.createNode([localRepo()]);
  return doc.toString({ lineWidth: 0 });
}
