import type { Config } from '../config/schema.js';

/** What a consume would print and how the offsets would move; `commit()` moves them. */
export interface ConsumePlan {
  output: string;
  upToDate: boolean;
  moves: unknown[];
  commit(): Promise<void>;
}

/**
 * Plans a consume of the upstream logs. (Placeholder with issue 4's signature so the session-start
 * hook can be built; issue 4 owns this module and its version replaces this one.)
 */
export async function planConsume(_opts: {
  root: string;
  config: Config;
  upstreams?: string[];
  dryRun?: boolean;
  maxChars?: number;
  format: 'markdown' | 'json';
  replayLast?: boolean;
}): Promise<ConsumePlan> {
  return { output: '', upToDate: true, moves: [], commit: async () => {} };
}
