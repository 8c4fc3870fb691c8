/**
 * The budget of a tool result that carries entries (SPEC §5, `handover mcp`): at most so many characters of what is
 * sent (the JSON text), whole items only, with what is left and a cursor to read on.
 */
/** The session hook's budget: what a result holds at most unless the call asks for more. */
export declare const BUDGET = 10000;
/** Thrown for an argument the tool cannot use; the server turns it into a tool error with the sentence. */
export declare class Refusal extends Error {
}
/** A cursor as the model passes it back: opaque, naming the tool it continues. */
export declare function encodeCursor(tool: string, at: unknown): string;
/** What a cursor holds, or a Refusal when it is not one this tool gave. */
export declare function decodeCursor<T>(tool: string, cursor: string, valid: (at: unknown) => at is T): T;
/**
 * The most leading items of `items` whose result fits `budget` characters as sent (`JSON.stringify` of what
 * `render(k)` builds for the first k): k, and that result. Zero when even the first does not fit.
 */
export declare function fitWhole(items: unknown[], budget: number, render: (k: number) => Record<string, unknown>): {
    k: number;
    data: Record<string, unknown>;
};
/** The sentence that says what is left and how to read it. */
export declare function leftNote(o: {
    tool: string;
    left: number;
    unit: string;
    blocked?: {
        what: string;
        size: number;
    };
}): string;
/**
 * A command's JSON result within the budget: the arrays under `keys`, read as one list in that order, cut after
 * the most whole items that fit; the other fields stay. With `cursor`, the list starts after what it returned.
 * Whether the result holds everything is `left === 0` (then a reader may consume what it showed).
 */
export declare function pagedArrays(o: {
    tool: string;
    data: Record<string, unknown>;
    keys: string[];
    cursor?: string;
    budget?: number;
}): {
    data: Record<string, unknown>;
    left: number;
    whole: boolean;
};
