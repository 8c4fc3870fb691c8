import type { Config } from '../config/schema.js';
import { sourceFromBytes, type DocKind } from '../models/index.js';
import { checkChange, lintSource, sortMessages, type Message } from './lint.js';

/**
 * Static rules on `head` plus historical rules from `base` to `head` for one file changed by `actor`.
 * (Minimal version for the agent hooks; issue 3 owns this module and its version replaces this one.)
 */
export function checkVersions(opts: {
  kind: DocKind;
  path: string;
  base: Uint8Array | string | null;
  head: Uint8Array | string | null;
  actor: string;
  config: Config;
}): Message[] {
  const { kind, path, actor, config } = opts;
  const head = opts.head === null ? null : lintSource(sourceFromBytes(path, opts.head), kind, config);
  const base = opts.base === null ? null : lintSource(sourceFromBytes(path, opts.base), kind, config);
  const messages = [...(head?.messages ?? [])];
  if (base?.doc || head?.doc) messages.push(...checkChange(kind, base?.doc ?? null, head?.doc ?? null, actor, config));
  return sortMessages(messages);
}
