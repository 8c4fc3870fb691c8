import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostUserDir, readJson } from '../hooks/folder-trust.js';
import { PACKAGE_ROOT } from '../package.js';
import { shellQuote } from '../init/templates.js';

/**
 * The handover extension for Gemini CLI and Qwen Code (`extensions/handover/` in this package): a user-level install,
 * through each host's own extension mechanism, whose hooks run in every session wherever it starts. Project hooks
 * (.gemini/settings.json, .qwen/settings.json) are read only in the folder a session starts in.
 */
export type ExtensionHost = 'gemini' | 'qwen';

const MANIFEST: Record<ExtensionHost, string> = { gemini: 'gemini-extension.json', qwen: 'qwen-extension.json' };

/** The extension's folder in this package (what the install command points the host at). */
export function extensionSource(): string {
  return join(fileURLToPath(PACKAGE_ROOT), 'extensions', 'handover');
}

/**
 * The exact command that installs the extension for `host`, user-wide. Gemini CLI asks whether to trust a local
 * extension's folder before it installs it (and reads no answer when it has no terminal): the variable answers that
 * for this one command, without recording any trust. `--consent` accepts the host's own warning about extensions.
 */
export function extensionInstallCommand(host: ExtensionHost): string {
  const source = shellQuote(extensionSource());
  return host === 'gemini'
    ? `GEMINI_CLI_TRUST_WORKSPACE=true gemini extensions install ${source} --consent`
    : `qwen extensions install ${source} --consent`;
}

/**
 * Whether the host would run the handover extension's hooks for a session in `root`: the extension is in the user's
 * extensions folder (`~/.gemini/extensions/handover`, `~/.qwen/extensions/handover`, or under GEMINI_CLI_HOME,
 * QWEN_HOME) with its hooks, and not
 * disabled for that folder in `extension-enablement.json` (each host's own rules: `[!]<path>[*]`, the last rule that
 * matches wins; enabled when none does). Returns the folder, or null.
 */
export function installedExtension(host: ExtensionHost, root: string, env: NodeJS.ProcessEnv): string | null {
  const dir = join(hostUserDir(host, env), 'extensions');
  const ext = join(dir, 'handover');
  const manifest = readJson(join(ext, MANIFEST[host]));
  if (manifest?.name !== 'handover' || !existsSync(join(ext, 'hooks', 'run'))) return null;
  const hooks = host === 'gemini' ? readJson(join(ext, 'hooks', 'hooks.json'))?.hooks : manifest.hooks;
  if (!JSON.stringify(hooks ?? {}).includes('/hooks/run')) return null;
  const rules = readJson(join(dir, 'extension-enablement.json'))?.handover as { overrides?: unknown } | undefined;
  return enabledAt(Array.isArray(rules?.overrides) ? rules.overrides : [], root) ? ext : null;
}

/** Gemini CLI's (and Qwen Code's) enablement rules for one extension, applied to a folder. */
function enabledAt(rules: unknown[], folder: string): boolean {
  const path = slashed(folder);
  let enabled = true;
  for (const rule of rules) {
    if (typeof rule !== 'string') continue;
    const disable = rule.startsWith('!');
    let base = disable ? rule.slice(1) : rule;
    const subdirs = base.endsWith('*');
    if (subdirs) base = base.slice(0, -1);
    const glob = `${base}${subdirs ? '*' : ''}`;
    const re = new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/(\/?)\*/g, '($1.*)?')}$`);
    if (re.test(path)) enabled = !disable;
  }
  return enabled;
}

const slashed = (p: string): string => {
  const s = p.replace(/\\/g, '/');
  return `${s.startsWith('/') ? '' : '/'}${s}${s.endsWith('/') ? '' : '/'}`;
};
