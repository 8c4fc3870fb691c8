import { readFileSync } from 'node:fs';

/** The package root: `../` from src/ (dev) and from every bundle in dist/ (two levels down, see scripts/build.mjs). */
export const PACKAGE_ROOT = new URL(
  /\/dist\/[^/]+\/[^/]+\.js$/.test(import.meta.url) ? '../../' : '../',
  import.meta.url,
);

interface PackageInfo {
  version: string;
  repository?: string;
  homepage?: string;
}

let cache: PackageInfo | undefined;
/** This package's own package.json (version, repository URL, homepage). */
export function packageInfo(): PackageInfo {
  if (cache) return cache;
  try {
    const pkg = JSON.parse(readFileSync(new URL('package.json', PACKAGE_ROOT), 'utf8')) as {
      version?: string;
      repository?: string | { url?: string };
      homepage?: string;
    };
    cache = {
      version: pkg.version ?? '0.0.0',
      repository: typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url,
      homepage: pkg.homepage,
    };
  } catch {
    cache = { version: '0.0.0' };
  }
  return cache;
}

/** `owner/name` of this package's GitHub repository (from package.json `repository`), or null. */
export function repoSlug(): string | null {
  const m = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?(?:#.*)?$/.exec(packageInfo().repository ?? '');
  return m ? `${m[1]}/${m[2]}` : null;
}

/**
 * The git ref of this repository that the workflow `init` writes (`uses: owner/name@<ref>`) and the rule links in
 * SARIF and the editor point at. No release is tagged yet, so it is `main`, a ref that exists; when a release is
 * tagged, this becomes `v<version>` in the same commit (test/init checks the ref exists in this repository).
 */
export const RELEASE_REF = 'main';
