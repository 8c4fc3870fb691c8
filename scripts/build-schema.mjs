// Writes schema/config.schema.json from the config's one declaration (src/config/declaration.ts), bundled with
// esbuild into a temporary module and run; test/config/schema.test.ts fails when the committed file is stale.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'handover-schema-'));
try {
  const out = join(dir, 'declaration.mjs');
  await build({
    entryPoints: [join(root, 'src/config/declaration.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'warning',
  });
  const { configJsonSchema } = await import(pathToFileURL(out).href);
  writeFileSync(join(root, 'schema/config.schema.json'), `${JSON.stringify(configJsonSchema(), null, 2)}\n`);
  console.log('wrote schema/config.schema.json');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
