const LEVEL2 = /^ {0,3}##(?:[ \t]|$)/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
/** A fence opened on a list item's marker line (`- ```` or `1. ~~~`); group 1 is the item's content indent. */
const LIST_FENCE_OPEN = /^( {0,3}(?:(?:[-+*]|\d{1,9}[.)]) {1,4})+)(`{3,}|~{3,})(.*)$/;
/**
 * Splits Markdown at level-2 ATX headings outside code fences and HTML comments, without parsing it.
 * Linear in the text, so a 100,000-entry log is split in one pass and each entry parsed on its own.
 * `lineOffset` numbers lines as if the text followed that many lines (an appended tail of a larger file).
 */
export function splitAtLevel2(text, lineOffset = 0) {
    const sections = [];
    // indent > 0: the fence sits in a list item, and ends with it at the first less-indented non-blank line
    let fence = null;
    let inComment = false;
    let commentAt = { line: 1 + lineOffset, column: 1, offset: 0 };
    let chunkStart = { line: 1 + lineOffset, column: 1, offset: 0 };
    let chunkHeading = null;
    let preamble = null;
    let line = 1 + lineOffset;
    let offset = 0;
    const n = text.length;
    // Next "``" and "~~" at or after the current line, found once per occurrence (linear overall).
    let ticks = -2;
    let tildes = -2;
    const fenceCharsIn = (from, to) => {
        if (ticks !== -1 && ticks < from)
            ticks = text.indexOf('``', from);
        if (tildes !== -1 && tildes < from)
            tildes = text.indexOf('~~', from);
        return (ticks !== -1 && ticks < to) || (tildes !== -1 && tildes < to);
    };
    const close = (end) => {
        const chunk = { start: chunkStart, text: text.slice(chunkStart.offset, end), heading: chunkHeading };
        if (preamble === null)
            preamble = chunk;
        else
            sections.push(chunk);
    };
    for (;;) {
        let eol = text.indexOf('\n', offset);
        if (eol === -1)
            eol = n;
        const c = text.charCodeAt(offset);
        // Only lines starting with space, `, ~, # or < (or a line inside a comment or fence, or a list
        // item's marker line, which may open a fence) can change state.
        const listFence = !fence && !inComment && (c === 0x2d || c === 0x2a || c === 0x2b || (c >= 0x30 && c <= 0x39)) && fenceCharsIn(offset, eol);
        if (c === 0x20 || c === 0x60 || c === 0x7e || c === 0x23 || c === 0x3c || inComment || fence || listFence) {
            let raw = text.slice(offset, eol);
            if (raw.endsWith('\r'))
                raw = raw.slice(0, -1);
            if (fence && fence.indent > 0 && /\S/.test(raw) && /^ */.exec(raw)[0].length < fence.indent)
                fence = null;
            if (fence) {
                const m = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(fence.indent ? raw.slice(fence.indent) : raw);
                if (m && m[1][0] === fence.char && m[1].length >= fence.size)
                    fence = null;
            }
            else if (inComment) {
                if (raw.includes('-->'))
                    inComment = false;
            }
            else {
                const f = FENCE_OPEN.exec(raw);
                const l = f || !(raw.includes('``') || raw.includes('~~')) ? null : LIST_FENCE_OPEN.exec(raw);
                if (f && !(f[1][0] === '`' && f[2].includes('`'))) {
                    fence = { char: f[1][0], size: f[1].length, at: { line, column: 1, offset }, indent: 0 };
                }
                else if (l && !(l[2][0] === '`' && l[3].includes('`'))) {
                    fence = { char: l[2][0], size: l[2].length, at: { line, column: 1, offset }, indent: l[1].length };
                }
                else if (LEVEL2.test(raw)) {
                    close(offset);
                    chunkStart = { line, column: 1, offset };
                    chunkHeading = raw;
                }
                else if (/^ {0,3}<!--/.test(raw) && !raw.slice(raw.indexOf('<!--') + 4).includes('-->')) {
                    inComment = true;
                    commentAt = { line, column: 1, offset };
                }
            }
        }
        if (eol >= n)
            break;
        offset = eol + 1;
        line++;
    }
    close(n);
    return { preamble: preamble, sections, unclosedFence: fence ? fence.at : null, unclosedComment: inComment ? commentAt : null };
}
/** The text of an ATX heading line: markers, optional closing sequence and outer spaces removed. */
export function atxHeadingText(raw) {
    const s = raw.replace(/^ {0,3}#{1,6}(?=[ \t]|$)/, '');
    // Scans instead of /[ \t]+#+[ \t]*$/ and /[ \t]+$/: those are quadratic in a long run of spaces.
    let end = trimmedEnd(s, s.length);
    let h = end;
    while (h > 0 && s.charCodeAt(h - 1) === 0x23)
        h--;
    if (h < end && (h === 0 || isBlank(s.charCodeAt(h - 1))))
        end = trimmedEnd(s, h);
    let start = 0;
    while (start < end && isBlank(s.charCodeAt(start)))
        start++;
    return s.slice(start, end);
}
const isBlank = (c) => c === 0x20 || c === 0x09;
/** The index after the last character before `end` that is not a space or tab. */
export function trimmedEnd(s, end = s.length) {
    while (end > 0 && isBlank(s.charCodeAt(end - 1)))
        end--;
    return end;
}
/** `s` without trailing whitespace (spaces, tabs, line breaks), by a backward scan: `/\s+$/` is quadratic on long runs. */
export function trimTrailingSpace(s) {
    let end = s.length;
    for (let c = s.charCodeAt(end - 1); end > 0 && (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c || c === 0x0b); c = s.charCodeAt(end - 1))
        end--;
    return end === s.length ? s : s.slice(0, end);
}
const OPENER = /^ {0,3}(?:`{3,}|~{3,}|<!--)/gm;
const FENCE_LINE = /^ {0,3}(?:`{3,}|~{3,})/gm;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const LIST_FENCE_LINE = /^ {0,3}(?:(?:[-+*]|\d{1,9}[.)]) {1,4})+(?:`{3}|~{3})/m;
/** The line at `start` without its line ending, and where the next line starts (or -1). */
function lineAt(text, start) {
    const eol = text.indexOf('\n', start);
    let raw = eol === -1 ? text.slice(start) : text.slice(start, eol);
    if (raw.endsWith('\r'))
        raw = raw.slice(0, -1);
    return { raw, next: eol === -1 ? -1 : eol + 1 };
}
/** The next match of a `^`-anchored global regex that starts a real line (after `\n`, not a lone CR). */
function nextLineMatch(re, text, from) {
    re.lastIndex = from;
    for (;;) {
        const m = re.exec(text);
        if (!m)
            return -1;
        if (m.index === 0 || text.charCodeAt(m.index - 1) === 0x0a)
            return m.index;
        re.lastIndex = m.index + 1;
    }
}
/**
 * The same state machine as `splitAtLevel2`, reduced to what an append needs: the first and the last
 * level-2 heading and the state at the end. Native searches jump to the lines that can open a fence
 * or a comment (heading lines never change the state) and back from the end to the last heading, so
 * a 100,000-entry log is scanned in milliseconds.
 */
export function scanLevel2(text) {
    // A fence opened on a list item's marker line ends with the item, which the jumps below cannot see:
    // such a text takes the full state machine (rare in logs; still linear).
    if (LIST_FENCE_LINE.test(text)) {
        const split = splitAtLevel2(text);
        const { sections } = split;
        return {
            first: sections.length ? sections[0].start.offset : null,
            last: sections.length ? sections[sections.length - 1].start.offset : null,
            unclosedFence: split.unclosedFence ? split.unclosedFence.offset : null,
            inComment: split.unclosedComment !== null,
        };
    }
    const n = text.length;
    const regions = [];
    let unclosedFence = null;
    let inComment = false;
    let offset = 0;
    while (offset < n) {
        const at = nextLineMatch(OPENER, text, offset);
        if (at === -1)
            break;
        const { raw, next } = lineAt(text, at);
        const f = FENCE_OPEN.exec(raw);
        if (f && !(f[1][0] === '`' && f[2].includes('`'))) {
            let close = -1;
            let from = next;
            while (from !== -1 && from < n) {
                const c = nextLineMatch(FENCE_LINE, text, from);
                if (c === -1)
                    break;
                const line = lineAt(text, c);
                const m = FENCE_CLOSE.exec(line.raw);
                if (m && m[1][0] === f[1][0] && m[1].length >= f[1].length) {
                    close = line.next === -1 ? n : line.next;
                    break;
                }
                from = line.next;
            }
            if (close === -1) {
                unclosedFence = at;
                regions.push([at, n]);
                break;
            }
            regions.push([at, close]);
            offset = close;
        }
        else if (/^ {0,3}<!--/.test(raw) && !raw.slice(raw.indexOf('<!--') + 4).includes('-->')) {
            const end = next === -1 ? -1 : text.indexOf('-->', next);
            if (end === -1) {
                inComment = true;
                regions.push([at, n]);
                break;
            }
            const after = text.indexOf('\n', end);
            regions.push([at, after === -1 ? n : after + 1]);
            offset = after === -1 ? n : after + 1;
        }
        else {
            offset = next === -1 ? n : next;
        }
    }
    const inRegion = (pos) => {
        let lo = 0;
        let hi = regions.length - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >> 1;
            if (pos < regions[mid][0])
                hi = mid - 1;
            else if (pos >= regions[mid][1])
                lo = mid + 1;
            else
                return regions[mid];
        }
        return null;
    };
    /** The start of the heading line a `##` found at `i` opens, or null when it opens none. */
    const headingAt = (i) => {
        const ls = text.lastIndexOf('\n', i - 1) + 1;
        return /^ {0,3}$/.test(text.slice(ls, i)) && LEVEL2.test(lineAt(text, ls).raw) && !inRegion(ls) ? ls : null;
    };
    // The first heading: forward from the start; the last: backward from the end. Regions are jumped over.
    let first = null;
    for (let from = 0, i = text.indexOf('##'); i !== -1 && first === null; i = text.indexOf('##', from)) {
        first = headingAt(i);
        from = inRegion(i)?.[1] ?? i + 2;
    }
    let last = null;
    for (let i = first === null ? -1 : text.lastIndexOf('##'); i !== -1 && last === null;) {
        last = headingAt(i);
        const pos = (inRegion(i)?.[0] ?? i) - 1;
        i = pos < 0 ? -1 : text.lastIndexOf('##', pos);
    }
    return { first, last, unclosedFence, inComment };
}
