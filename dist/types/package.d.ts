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
export {};
