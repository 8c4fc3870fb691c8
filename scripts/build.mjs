// Builds dist/, the runnable copy the repository carries (SPEC §9: an install from git, the pre-commit
// framework's `repo:` and the GitHub Action's `uses:` run it as committed, with no build tools and no
// `npm install` of their own). esbuild bundles our modules and the runtime packages: two entries,
// dist/cli/main.js (the binary) and dist/lib/index.js (the API), whose dynamic imports become chunks
// in dist/chunks, so a command loads only its own code. A module the sources load synchronously on
// first use (`createRequire(import.meta.url)('yaml')`) is bundled on its own as dist/vendor/<name>.cjs
// and required from there. The guard's first step is bundled alone as dist/cli/hook-fast.js, the one module
// `handover hook` loads before it knows the edit touches a protocol file, and the guard itself (src/hooks/guard.ts) as
// dist/cli/hook-guard.js, the one module the hook command loads to judge that edit. Every output sits two folders
// below the package root, so the
// `../../templates/`, `../../rules/` and `../../package.json` URLs in the sources resolve as in src/.
// Then tsc type-checks and writes the declarations (dist/types) for the library's `exports`.
import { build } from 'esbuild';
import { chmodSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { relative, sep } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const LAZY = /createRequire\(import\.meta\.url\)\('([a-z][a-z0-9-]*)'\)/g;
const lazy = new Set();
const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  legalComments: 'none',
  logLevel: 'warning',
  // no TypeScript compiler is bundled: handover never loads a .ts config.
  external: ['typescript'],
};

// Node makes an ES module's view of a built-in module by reading every one of its exports, and reading fs.ReadStream
// loads Node's file streams (2-3 ms of every start, the guard's answer for an ordinary file included). node:fs is
// taken through require instead (the banner's createRequire; esbuild's interop reads an export only when used).
const fsByRequire = {
  name: 'fs-by-require',
  setup(b) {
    // one wrapper per importer (named by its path in the package), so no shared chunk is made for it
    b.onResolve({ filter: /^(node:)?fs$/ }, (args) =>
      args.kind === 'require-call'
        ? { path: 'node:fs', external: true }
        : { path: relative(root, args.importer).split(sep).join('/'), namespace: 'fs-by-require' },
    );
    b.onLoad({ filter: /.*/, namespace: 'fs-by-require' }, () => ({
      contents: "module.exports = require('node:fs');",
      loader: 'js',
    }));
  },
};
const requireBanner = {
  js: "import { createRequire as __handoverRequire } from 'node:module'; const require = __handoverRequire(import.meta.url);",
};

const lazyRequire = {
  name: 'lazy-require',
  setup(b) {
    b.onLoad({ filter: /[/\\]src[/\\].*\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!LAZY.test(text)) return undefined;
      return {
        loader: 'ts',
        contents: text.replace(LAZY, (_, name) => {
          lazy.add(name);
          return `createRequire(import.meta.url)('../vendor/${name}.cjs')`;
        }),
      };
    });
  },
};

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { 'cli/main': 'src/cli/main.ts', 'lib/index': 'src/index.ts' },
  outdir: 'dist',
  splitting: true,
  format: 'esm',
  chunkNames: 'chunks/[name]-[hash]',
  // CommonJS packages inside an ES module bundle call require() for Node's own modules.
  banner: requireBanner,
  plugins: [
    fsByRequire,
    {
      // The CLI loads the guard's first step as one file of its own (built below), not as shared chunks.
      name: 'hook-fast',
      setup(b) {
        b.onResolve({ filter: /^\.\.\/hooks\/fast\.js$/ }, (args) =>
          /[/\\]src[/\\]cli[/\\]main\.ts$/.test(args.importer) ? { path: './hook-fast.js', external: true } : undefined,
        );
        // the hook command takes it from that same file, which the CLI has loaded already (not a chunk of its own)
        b.onResolve({ filter: /^\.\.\/\.\.\/hooks\/fast\.js$/ }, (args) =>
          /[/\\]src[/\\]cli[/\\]commands[/\\]hook\.ts$/.test(args.importer)
            ? { path: '../cli/hook-fast.js', external: true }
            : undefined,
        );
        // and the guard itself as one more (dist/cli/hook-guard.js): one module to load, not some thirty chunks
        b.onResolve({ filter: /^\.\.\/\.\.\/hooks\/guard\.js$/ }, (args) =>
          /[/\\]src[/\\]cli[/\\]commands[/\\]hook\.ts$/.test(args.importer)
            ? { path: '../cli/hook-guard.js', external: true }
            : undefined,
        );
      },
    },
    lazyRequire,
  ],
});
// `handover hook <guard hook>` answers an edit of an ordinary file from this one file (src/hooks/fast.ts).
await build({
  ...common,
  entryPoints: ['src/hooks/fast.ts'],
  outfile: 'dist/cli/hook-fast.js',
  format: 'esm',
  banner: requireBanner,
  plugins: [fsByRequire],
});
// `handover hook <guard hook>` for a protocol file: dist/cli/hook-guard.js (src/hooks/guard-loader.ts), which runs the
// guard and everything it loads, dynamic imports included, from one file (src/hooks/guard.ts, built below). Node's
// modules are taken through require in the loader, so one it uses only on demand loads only then.
const builtinsByRequire = {
  name: 'builtins-by-require',
  setup(b) {
    b.onResolve({ filter: /^(node:)?(fs|fs\/promises|crypto|events|child_process|os|stream)$/ }, (args) => {
      const name = args.path.replace(/^node:/, '');
      return args.kind === 'require-call'
        ? { path: `node:${name}`, external: true }
        : {
            path: `${name}|${relative(root, args.importer).split(sep).join('/')}.cjs`,
            namespace: 'builtin-by-require',
          };
    });
    b.onLoad({ filter: /.*/, namespace: 'builtin-by-require' }, (args) => ({
      contents: `module.exports = require('node:${args.path.split('|')[0]}');`,
      loader: 'js',
    }));
  },
};
await build({
  ...common,
  entryPoints: ['src/hooks/guard-loader.ts'],
  outfile: 'dist/cli/hook-guard.js',
  format: 'esm',
  banner: requireBanner,
  plugins: [builtinsByRequire],
});
// ...which runs the guard from dist/cli/hook-guard.cjs, one CommonJS function compiled through V8's code cache
// (src/hooks/guard-loader.ts); `import.meta.url` is the URL the loader passes in, this file's own.
await build({
  ...common,
  entryPoints: ['src/hooks/guard.ts'],
  outfile: 'dist/cli/hook-guard.cjs',
  format: 'cjs',
  define: { 'import.meta.url': '__guardUrl' },
  plugins: [lazyRequire],
});
for (const name of lazy) {
  await build({
    ...common,
    stdin: { contents: `module.exports = require(${JSON.stringify(name)});`, resolveDir: root },
    outfile: `dist/vendor/${name}.cjs`,
    format: 'cjs',
  });
}
chmodSync(new URL('../dist/cli/main.js', import.meta.url), 0o755);
execFileSync(
  process.execPath,
  [
    fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url)),
    '-p',
    'tsconfig.json',
    '--emitDeclarationOnly',
    '--declaration',
    '--outDir',
    'dist/types',
  ],
  { cwd: root, stdio: 'inherit' },
);
