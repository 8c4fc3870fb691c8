import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AGENT_HOSTS, AGENT_NAMES, HOOK_TIMEOUT_SECONDS, hostSettingsText } from '../../src/init/settings.js';

// A host that times a hook out lets the tool call through: every hook handover writes carries an explicit timeout,
// in the unit that host's settings read (seconds; Gemini CLI milliseconds; Copilot CLI's `timeoutSec`; the opencode
// plugin's spawnSync milliseconds), far above the guard's worst case.

describe('hook timeouts', () => {
  it('is far above the guard', () => expect(HOOK_TIMEOUT_SECONDS).toBeGreaterThanOrEqual(300));

  for (const host of AGENT_NAMES) {
    it(`${host}: every hook has one`, () => {
      const text = hostSettingsText(host);
      if (host === 'opencode') {
        expect(text).toContain(`timeout: ${HOOK_TIMEOUT_SECONDS}_000,`);
        return;
      }
      const hooks = (JSON.parse(text) as { hooks: Record<string, { hooks?: Record<string, unknown>[] }[]> }).hooks;
      expect(Object.keys(hooks).length).toBe(AGENT_HOSTS[host].hooks.length);
      for (const groups of Object.values(hooks)) {
        const entry = host === 'copilot' ? (groups[0] as Record<string, unknown>) : groups[0].hooks![0];
        if (host === 'copilot') expect(entry.timeoutSec).toBe(HOOK_TIMEOUT_SECONDS);
        else if (host === 'gemini') expect(entry.timeout).toBe(HOOK_TIMEOUT_SECONDS * 1000);
        else expect(entry.timeout).toBe(HOOK_TIMEOUT_SECONDS);
      }
    });
  }

  it('the Claude Code plugin: every hook has one', () => {
    const plugin = JSON.parse(readFileSync('plugins/handover/hooks/hooks.json', 'utf8')) as {
      hooks: Record<string, { hooks: { timeout?: number }[] }[]>;
    };
    for (const groups of Object.values(plugin.hooks)) expect(groups[0].hooks[0].timeout).toBe(HOOK_TIMEOUT_SECONDS);
  });
});
