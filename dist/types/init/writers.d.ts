import type { InferredConfig } from './infer.js';
/**
 * The writers of a log as its text and its history show them (issue 31): the writer its title or entries name, else
 * the one author of its commits. Several writers are said, never narrowed to a single-writer guess.
 */
export interface Writers {
    /** The one writer, when there is one and the config must name it (`log.writer`); null otherwise. */
    writer: string | null;
    /** The author email that identifies the one writer in the history (`agents.<writer>.emails`), when known. */
    email: string | null;
    /** The one writer the title or the entries name (not one taken from the history), or null. */
    named: string | null;
    /** Several writers, when the text or the history names more than one. */
    several: string[];
    /** Where the answer came from, in words, for init's report. */
    line: string;
}
/** An agent name from a git author name: `Jane Doe` → `jane-doe`; null when nothing of it is usable. */
export declare function agentNameOf(author: string): string | null;
/**
 * A log's writers: the one its title names needs no key; the one its entries name, or the one author of its
 * commits, is `log.writer` (with that author's email mapped to it); several are said and no writer is written.
 * `agent`: this clone's agent, the writer's name when the history has one author and the entries name none.
 */
export declare function inferWriters(o: {
    root: string;
    path: string;
    text: string;
    inferred: InferredConfig;
    agent: string | null;
}): Promise<Writers>;
