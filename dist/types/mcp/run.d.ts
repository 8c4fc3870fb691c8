/** What one run of a CLI command left: its exit code and what it wrote. */
export interface Ran {
    code: number;
    stdout: string;
    stderr: string;
}
/** Where the server runs: the repository it was started for, its environment and version. */
export interface ServerContext {
    root: string;
    env: NodeJS.ProcessEnv;
    version: string;
}
export type ToolResult = {
    content: {
        type: 'text';
        text: string;
    }[];
    structuredContent?: Record<string, unknown>;
    isError?: boolean;
};
/** Runs `handover <argv>` in-process in `cwd` with `input` on stdin. */
export declare function runCli(ctx: ServerContext, cwd: string, argv: string[], input?: string): Promise<Ran>;
/**
 * A CLI sentence in the words of a tool's arguments: `--claim C` → `claims`, `--max-chars` → `max_chars`. A command
 * the sentence tells the user to run (`handover init --agent NAME`) keeps its flags: it is run in a shell.
 */
export declare function toolWords(text: string): string;
/** A tool error: one sentence, in the tool's words. */
export declare function refused(text: string): ToolResult;
/** A refusal or an error, as the model reads it: the CLI's own sentence, without the program name. */
export declare function failed(r: Ran): ToolResult;
/** A structured result: the JSON as text (what is sent and counted) and as structured content. */
export declare function structured(data: Record<string, unknown>, isError?: boolean): ToolResult;
/** A writer's answer: its sentence, or the refusal. */
export declare function textResult(r: Ran): ToolResult;
/** `--name=value` for each defined value (repeated for a list). */
export declare function flags(values: Record<string, string | number | boolean | (string | number)[] | undefined>): string[];
