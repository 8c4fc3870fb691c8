import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BLOCK_BEGIN, BLOCK_END, charterBlock, template } from './templates.js';
import { readText, rel, writeTarget, writeText } from './outcome.js';
/** The repo's charter: CLAUDE.md, or AGENTS.md when only that exists. */
export function charterPath(root) {
    const claude = join(root, 'CLAUDE.md');
    if (existsSync(claude))
        return claude;
    const agents = join(root, 'AGENTS.md');
    return existsSync(agents) ? agents : claude;
}
/**
 * Adds the protocol block to the charter: a new CLAUDE.md from the template, or the block appended
 * to an existing charter (its text above the block is never touched). `force` refreshes a block
 * that differs from the template.
 */
export function ensureCharter(root, agent, force) {
    const path = charterPath(root);
    const what = rel(root, path);
    const old = readText(path);
    if (old === null) {
        writeText(path, template('CLAUDE.md', { agent }));
        return { what, action: 'created' };
    }
    const target = writeTarget(root, path);
    if (target === null)
        return { what, action: 'skipped', note: 'a symlink to a file outside the repository; add the handover block by hand' };
    const eol = old.includes('\r\n') ? '\r\n' : '\n';
    const block = charterBlock(agent).replace(/\n/g, eol);
    const begin = old.indexOf(BLOCK_BEGIN);
    if (begin === -1) {
        const sepr = old === '' ? '' : old.endsWith(eol + eol) ? '' : old.endsWith(eol) ? eol : eol + eol;
        writeText(target, old + sepr + block + eol);
        return { what, action: 'extended', note: 'protocol block appended' };
    }
    const end = old.indexOf(BLOCK_END, begin);
    if (end === -1)
        return { what, action: 'skipped', note: `has "${BLOCK_BEGIN}" but no "${BLOCK_END}"; fix the block by hand` };
    const current = old.slice(begin, end + BLOCK_END.length);
    if (current === block)
        return { what, action: 'kept' };
    if (!force)
        return { what, action: 'kept', note: 'its handover block differs from the template; handover init --force refreshes the block' };
    writeText(target, old.slice(0, begin) + block + old.slice(end + BLOCK_END.length));
    return { what, action: 'updated', note: 'handover block refreshed' };
}
