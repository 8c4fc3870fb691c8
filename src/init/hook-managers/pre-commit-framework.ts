import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Document, isMap, isScalar, isSeq, parseDocument, Scalar, YAMLSeq } from 'yaml';
import { readText, writeTarget, writeText, type Outcome } from '../outcome.js';
import { runner, runsCheck } from './block.js';
import { addsTrailer, TRAILER_HOOK, trailerLines } from './trailer.js';
import type { HookContext, HookManager } from './types.js';

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
  trailer: addTrailerHook,
};

/**
 * The identity trailer as a `repo: local` hook of the framework's `prepare-commit-msg` stage (which passes the
 * message file as its one file name), with `prepare-commit-msg` added to `default_install_hook_types` so that
 * a plain `pre-commit install` installs it.
 */
function addTrailerHook(ctx: HookContext): Outcome {
  const abs = join(ctx.root, CONFIG);
  const target = writeTarget(ctx.root, abs);
  const old = target === null ? null : readText(target);
  const manual = (why: string): Outcome => ({
    what: CONFIG,
    action: 'skipped',
    note: `${why}; add under repos:\n${snippet(trailerRepo())}and run pre-commit install --hook-type ${TRAILER_HOOK}`,
  });
  if (target === null || old === null) return manual('a symlink out of the repository');
  const doc = parseDocument(old) as unknown as Document;
  if (doc.errors.length) return manual(`not valid YAML (${doc.errors[0].message.split('\n')[0]})`);
  if (!isMap(doc.contents)) return manual('its top level is not a mapping');
  let types = doc.get('default_install_hook_types', true);
  const listed = isSeq(types) && types.items.some((t) => String(isScalar(t) ? t.value : t) === TRAILER_HOOK);
  if (addsTrailer(old) && listed) return { what: CONFIG, action: 'kept' };
  if (types === undefined || types === null) {
    types = doc.createNode(['pre-commit', TRAILER_HOOK]);
    doc.set('default_install_hook_types', types);
  } else if (!isSeq(types)) return manual('its default_install_hook_types is not a list');
  else if (!listed) types.items.push(doc.createNode(TRAILER_HOOK));
  if (!addsTrailer(old)) {
    const repos = doc.get('repos', true);
    if (!isSeq(repos)) return manual('its repos entry is not a list');
    repos.items.push(doc.createNode(trailerRepo()));
  }
  writeText(target, doc.toString({ lineWidth: 0 }));
  return {
    what: CONFIG,
    action: 'extended',
    note: `a repo: local hook handover-trailer (stage ${TRAILER_HOOK}); pre-commit install installs it; commit it`,
  };
}

function trailerRepo() {
  const entry = new Scalar(`sh -c '\n${trailerLines()}\n' handover-trailer`);
  entry.type = Scalar.BLOCK_LITERAL;
  return {
    repo: 'local',
    hooks: [
      {
        id: 'handover-trailer',
        name: 'handover Handover-Agent trailer',
        entry,
        language: 'system',
        stages: [TRAILER_HOOK],
        always_run: true,
      },
    ],
  };
}

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

function snippet(repo: object = localRepo()): string {
  const doc = parseDocument('') as unknown as Document;
  doc.contents = doc.createNode([repo]);
  return doc.toString({ lineWidth: 0 });
}
