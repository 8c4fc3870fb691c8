import { join } from 'node:path';
import { template } from './templates.js';
import { readText, writeTarget, writeText } from './outcome.js';
const isObj = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The `handover hook <name>` a settings entry runs, by event, from the template. */
function ourCommands(groups) {
    return groups.flatMap((g) => (g.hooks ?? []).map((h) => h.command ?? ''));
}
/**
 * Merges the Claude Code hooks into `.claude/settings.json`: each event gets handover's entry unless
 * one already runs that `handover hook` command. Everything else in the file is kept; a file that is
 * not a JSON object is reported and left alone.
 */
export function ensureClaudeSettings(root) {
    const what = '.claude/settings.json';
    const path = join(root, '.claude', 'settings.json');
    const text = template('.claude/settings.json');
    const old = readText(path);
    if (old === null) {
        writeText(path, text);
        return { what, action: 'created' };
    }
    const wanted = JSON.parse(text).hooks;
    let settings;
    try {
        settings = JSON.parse(old.replace(/^\uFEFF/, ''));
    }
    catch (error) {
        return { what, action: 'skipped', note: `not valid JSON (${error.message}); fix it and run handover init again, or add the hooks by hand (see templates/.claude/settings.json)` };
    }
    if (!isObj(settings) || (settings.hooks !== undefined && !isObj(settings.hooks))) {
        return { what, action: 'skipped', note: 'not a JSON object with a "hooks" object; fix it and run handover init again' };
    }
    const s = settings;
    const added = [];
    for (const [event, groups] of Object.entries(wanted)) {
        const have = s.hooks?.[event];
        if (have !== undefined && !Array.isArray(have))
            return { what, action: 'skipped', note: `"hooks.${event}" is not a list; fix it and run handover init again` };
        const command = ourCommands(groups)[0];
        const sub = command.replace(/^handover /, '');
        if ((have ?? []).some((g) => isObj(g) && ourCommands([g]).some((c) => typeof c === 'string' && c.includes(sub))))
            continue;
        s.hooks = s.hooks ?? {};
        s.hooks[event] = [...(have ?? []), ...groups];
        added.push(event);
    }
    if (added.length === 0)
        return { what, action: 'kept' };
    const target = writeTarget(root, path);
    if (target === null)
        return { what, action: 'skipped', note: 'a symlink to a file outside the repository; add the hooks by hand' };
    writeText(target, JSON.stringify(s, null, 2) + '\n');
    return { what, action: 'extended', note: `added hooks: ${added.join(', ')}` };
}
