// Builds dist/, the runnable copy the repository carries (SPEC §9: an install from git needs no build
// tools). esbuild bundles our own modules into one file per entry: dist/cli/main.js (the binary) and
// dist/lib/index.js (the API). A dynamic import() inside a bundle stays lazy (esbuild wraps the module
// in an init function), so --version still runs little code. The packages in `dependencies` stay
// external: npm installs them, and the lazily loaded ones still load only when needed. Both files sit
// two folders below the package root, so the `../../templates/` and `../../package.json` URLs in the
// sources resolve the same as in src/.
// Then tsc type-checks and writes the declarations (dist/types) for the library's `exports`.
import { build } from 'esbuild';
import { chmodSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { 'cli/main': 'src/cli/main.ts', 'lib/index': 'src/index.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  legalComments: 'none',
  logLevel: 'warning',
});
chmodSync(new URL('../dist/cli/main.js', import.meta.url), 0o755);
execFileSync(process.execPath, [fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url)), '-p', 'tsconfig.json', '--emitDeclarationOnly', '--declaration', '--outDir', 'dist/types'], { cwd: root, stdio: 'inherit' });
