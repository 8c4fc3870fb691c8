import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Document, isMap, isSeq, parseDocument, Scalar, YAMLMap, YAMLSeq } from 'yaml';
import { readText, writeTarget, writeText, type Outcome } from '../outcome.js';
import { runner, runsCheck } from './block.js';
import { addsTrailer, TRAILER_HOOK, trailerLines } from './trailer.js';
import { depends, type HookManager } from './types.js';

export const YAML_CONFIGS = [
  'lefthook.yml',
  '.lefthook.yml',
  'lefthook.yaml',
  '.lefthook.yaml',
  '.config/lefthook.yml',
  '.config/lefthook.yaml',
];
const OTHER_CONFIGS = [
  'lefthook.json',
  '.lefthook.json',
  'lefthook.jsonc',
  '.lefthook.jsonc',
  'lefthook.toml',
  '.lefthook.toml',
];

/** lefthook: a `handover` job (or command) under `pre-commit` in its tracked config; `lefthook install` keeps it. */
export const lefthook: HookManager = {
  name: 'lefthook',
  detect: (ctx) =>
    [...YAML_CONFIGS, ...OTHER_CONFIGS].some((f) => existsSync(join(ctx.root, f))) || depends(ctx, 'lefthook'),
  install: (ctx) => addOrSay(ctx.root, CHECK_JOB, `a pre-commit job named handover whose run is:\n${runner()}`),
  trailer: (ctx) =>
    addOrSay(ctx.root, TRAILER_JOB, `a ${TRAILER_HOOK} job named handover-trailer whose run is:\n${TRAILER_JOB.run()}`),
};

/**
 * Adds the job to the YAML config (lefthook.yml when there is none); a config in another format is left as it is,
 * with the job to add by hand (`what`).
 */
function addOrSay(root: string, job: Job, what: string): Outcome {
  const file = YAML_CONFIGS.find((f) => existsSync(join(root, f)));
  const other = OTHER_CONFIGS.find((f) => existsSync(join(root, f)));
  if (!file && other) return { what: other, action: 'skipped', note: `not YAML; add ${what}` };
  return addJob(root, file ?? 'lefthook.yml', job);
}

/** A job handover adds to one git hook of lefthook's config. */
interface Job {
  hook: string;
  name: string;
  run: () => string;
  present: (text: string) => boolean;
}

const CHECK_JOB: Job = { hook: 'pre-commit', name: 'handover', run: runner, present: runsCheck };
// lefthook passes git's arguments as placeholders: {1} is the message file.
const TRAILER_JOB: Job = {
  hook: TRAILER_HOOK,
  name: 'handover-trailer',
  run: () => trailerLines('{1}'),
  present: addsTrailer,
};

function addJob(root: string, relPath: string, spec: Job): Outcome {
  const abs = join(root, relPath);
  const target = writeTarget(root, abs);
  const old = target === null ? null : readText(target);
  if (old !== null && spec.present(old)) return { what: relPath, action: 'kept' };
  const manual = (why: string): Outcome => ({
    what: relPath,
    action: 'skipped',
    note: `${why}; add a ${spec.hook} job named ${spec.name} whose run is:\n${spec.run()}`,
  });
  if (target === null) return manual('a symlink out of the repository');
  const doc = parseDocument(old ?? '') as unknown as Document;
  if (doc.errors.length) return manual(`not valid YAML (${doc.errors[0].message.split('\n')[0]})`);
  if (doc.contents === null) doc.contents = new YAMLMap();
  if (!isMap(doc.contents)) return manual('its top level is not a mapping');
  const run = new Scalar(spec.run());
  run.type = Scalar.BLOCK_LITERAL;
  let hook = doc.get(spec.hook, true);
  if (hook === undefined || hook === null) {
    hook = new YAMLMap();
    doc.set(spec.hook, hook);
  }
  if (!isMap(hook)) return manual(`its ${spec.hook} entry is not a mapping`);
  const jobs = hook.get('jobs', true);
  const commands = hook.get('commands', true);
  if (isMap(commands) && !isSeq(jobs)) {
    const cmd = new YAMLMap();
    cmd.set('run', run);
    commands.set(spec.name, cmd);
  } else {
    const list = isSeq(jobs) ? jobs : new YAMLSeq();
    const job = new YAMLMap();
    job.set('name', spec.name);
    job.set('run', run);
    list.items.unshift(job);
    if (!isSeq(jobs)) hook.set('jobs', list);
  }
  writeText(target, doc.toString({ lineWidth: 0 }));
  return {
    what: relPath,
    action: old === null ? 'created' : 'extended',
    note: 'lefthook runs it (lefthook install keeps it); commit it',
  };
}
