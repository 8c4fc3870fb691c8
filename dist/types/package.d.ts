/** The package root: `../` from src/ (dev) and from every bundle in dist/ (two levels down, see scripts/build.mjs). */
export declare const PACKAGE_ROOT: import("url").URL;
interface PackageInfo {
    version: string;
    repository?: string;
    homepage?: string;
}
/** This package's own package.json (version, repository URL, homepage). */
export declare function packageInfo(): PackageInfo;
/** `owner/name` of this package's GitHub repository (from package.json `repository`), or null. */
export declare function repoSlug(): string | null;
/**
 * The git ref of this repository that the workflow `init` writes (`uses: owner/name@<ref>`) and the rule links in
 * SARIF and the editor point at. No release is tagged yet, so it is `main`, a ref that exists; when a release is
 * tagged, this becomes `v<version>` in the same commit (test/init checks the ref exists in this repository).
 */
export declare const RELEASE_REF = "main";
export {};
