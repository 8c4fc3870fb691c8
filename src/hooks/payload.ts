/** What a hook answers: an exit code and what goes to stdout and stderr. */
export interface HookAnswer {
  code: 0 | 2;
  stdout?: string;
  stderr?: string;
}

/** Claude Code's hook input, as far as handover reads it. Every field is checked before use. */
export type Payload = Record<string, unknown>;

const MAX_INPUT = 64 * 1024 * 1024;

/** Reads all of stdin (up to 64 MiB). */
export async function readInput(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += b.length;
    if (size > MAX_INPUT) throw new Error(`the hook input is larger than ${MAX_INPUT} bytes`);
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses the hook JSON; null (with the reason) when it is not a JSON object. */
export function parsePayload(text: string): { payload: Payload | null; problem?: string } {
  try {
    const v: unknown = JSON.parse(text);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return { payload: v as Payload };
    return { payload: null, problem: 'the hook input is not a JSON object' };
  } catch (error) {
    return { payload: null, problem: `the hook input is not valid JSON (${(error as Error).message.replace(/\s+/g, " ")})` };
  }
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** A note that never blocks: exit 0, the text on stderr. */
export function note(text: string): HookAnswer {
  return { code: 0, stderr: `handover: ${text}\n` };
}
