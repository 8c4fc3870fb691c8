/** The tools whose effect on a file the guard can compute. */
export const EDIT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit']);
/** Replaces text without String.replace's `$&` patterns; null when `from` is not found. */
function replaceText(text, r) {
    if (r.old_string === '')
        return null;
    let from = r.old_string;
    let to = r.new_string;
    if (!text.includes(from) && text.includes('\r\n') && !from.includes('\r\n')) {
        // Claude Code shows CRLF files with LF; its edit keeps the file's line endings.
        from = from.replace(/\n/g, '\r\n');
        to = to.replace(/\n/g, '\r\n');
    }
    const at = text.indexOf(from);
    if (at === -1)
        return null;
    if (r.replace_all)
        return text.split(from).join(to);
    return text.slice(0, at) + to + text.slice(at + from.length);
}
function asReplacement(v) {
    if (typeof v !== 'object' || v === null)
        return null;
    const o = v;
    if (typeof o.old_string !== 'string' || typeof o.new_string !== 'string')
        return null;
    return { old_string: o.old_string, new_string: o.new_string, replace_all: o.replace_all === true };
}
/**
 * The file's text after the tool runs, from its current text (null: absent) and the tool input;
 * null when the tool would fail on its own (text not found, bad input), so the guard lets it through.
 */
export function textAfter(tool, input, current) {
    if (tool === 'Write')
        return typeof input.content === 'string' ? input.content : null;
    if (current === null)
        return null;
    if (tool === 'Edit') {
        const r = asReplacement(input);
        return r ? replaceText(current, r) : null;
    }
    if (tool === 'MultiEdit') {
        if (!Array.isArray(input.edits))
            return null;
        let text = current;
        for (const e of input.edits) {
            const r = asReplacement(e);
            if (!r || text === null)
                return null;
            text = replaceText(text, r);
        }
        return text;
    }
    return null;
}
