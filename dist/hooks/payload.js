const MAX_INPUT = 64 * 1024 * 1024;
/** Reads all of stdin (up to 64 MiB). */
export async function readInput(stdin) {
    const chunks = [];
    let size = 0;
    for await (const chunk of stdin) {
        const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        size += b.length;
        if (size > MAX_INPUT)
            throw new Error(`the hook input is larger than ${MAX_INPUT} bytes`);
        chunks.push(b);
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** Parses the hook JSON; null (with the reason) when it is not a JSON object. */
export function parsePayload(text) {
    try {
        const v = JSON.parse(text);
        if (typeof v === 'object' && v !== null && !Array.isArray(v))
            return { payload: v };
        return { payload: null, problem: 'the hook input is not a JSON object' };
    }
    catch (error) {
        return { payload: null, problem: `the hook input is not valid JSON (${error.message.replace(/\s+/g, " ")})` };
    }
}
export const str = (v) => (typeof v === 'string' ? v : undefined);
/** A note that never blocks: exit 0, the text on stderr. */
export function note(text) {
    return { code: 0, stderr: `handover: ${text}\n` };
}
