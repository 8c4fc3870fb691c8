import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { CliError } from '../errors.js';
import { RULE_IDS, RULE_OPTIONS } from '../rules/index.js';
import { validateConfig } from './schema.js';
/** Every place cosmiconfig looks, in order; the first three kinds are data, the last runs code. */
export const DATA_PLACES = ['package.json', '.handoverrc', '.handoverrc.json', '.handoverrc.yaml', '.handoverrc.yml'];
export const CODE_PLACES = ['handover.config.js', 'handover.config.mjs', 'handover.config.cjs'];
/** The repository root above `cwd` (the folder holding `.git`), or `cwd` itself outside a repository. */
export function findRoot(cwd) {
    let dir = resolve(cwd);
    for (;;) {
        if (existsSync(join(dir, '.git')))
            return dir;
        const up = dirname(dir);
        if (up === dir)
            return resolve(cwd);
        dir = up;
    }
}
/**
 * Loads and validates the config at the repository root. With `trusted: false` (a pull request's
 * own files) only JSON and YAML are read: a JS config would run the pull request's code.
 */
export async function loadConfig(root, options = { trusted: true }) {
    if (!existsSync(root) || !statSync(root).isDirectory())
        throw new CliError(`${root} is not a directory; pass an existing folder to --cwd.`, 2);
    const { cosmiconfig } = await import('cosmiconfig');
    const searchPlaces = options.trusted ? [...DATA_PLACES, ...CODE_PLACES] : DATA_PLACES;
    const explorer = cosmiconfig('handover', { searchPlaces, searchStrategy: 'none', cache: false });
    let found;
    try {
        found = await explorer.search(root);
    }
    catch (error) {
        const e = error;
        throw new CliError(`Could not read the handover config${e.filepath ? ` ${e.filepath}` : ''}: ${e.message.split('\n')[0]}. Fix the file and run again.`, 2);
    }
    return validateConfig(found?.config ?? null, found?.filepath ?? null, RULE_IDS, RULE_OPTIONS);
}
/** Validates config text read from git (JSON or YAML only; never code), as found under `name`. */
export function configFromText(name, text) {
    let raw;
    try {
        if (name.endsWith('package.json'))
            raw = JSON.parse(text).handover ?? null;
        else if (name.endsWith('.json'))
            raw = JSON.parse(text);
        else
            raw = createRequire(import.meta.url)('yaml').parse(text); // loaded only when needed
    }
    catch (error) {
        throw new CliError(`${name}: not valid ${name.endsWith('.json') ? 'JSON' : 'YAML'} (${error.message.split('\n')[0]}). Fix the file and run again.`, 2);
    }
    return validateConfig(raw, name, RULE_IDS, RULE_OPTIONS);
}
