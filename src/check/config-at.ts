import { configFromText, CODE_PLACES, DATA_PLACES } from '../config/load.js';
import { defaultConfig, type Config } from '../config/schema.js';
import { CliError } from '../errors.js';
import { printable } from '../git/refs.js';
import { blobsAt, readBlobs } from '../git/repo.js';

/** The config as committed at `sha`: JSON or YAML only (never code), or the defaults when there is none. */
export async function configAt(root: string, sha: string, name: string): Promise<Config> {
  const found = await blobsAt(root, sha, [...DATA_PLACES, ...CODE_PLACES]);
  const blobs = await readBlobs(
    root,
    [...found.values()].map((b) => b.oid),
  );
  for (const place of DATA_PLACES) {
    const blob = found.get(place);
    if (!blob) continue;
    const text = (blobs.get(blob.oid) ?? Buffer.alloc(0)).toString('utf8');
    if (place === 'package.json') {
      try {
        if (!(JSON.parse(text) as Record<string, unknown>)?.handover) continue;
      } catch {
        continue;
      }
    }
    return configFromText(place, text);
  }
  const code = CODE_PLACES.find((p) => found.has(p));
  if (code) {
    throw new CliError(
      `The config at ${printable(name)} is ${code}, but check --range reads only JSON or YAML config from the ` +
        `base (a pull request must not run code); move it to .handoverrc.json or .handoverrc.yaml.`,
      2,
    );
  }
  return defaultConfig();
}
