/** Usage text per command; kept free of imports so `--help` loads nothing heavy. */
export declare const COMMAND_HELP: Record<string, string>;
export declare const GLOBAL_HELP: string;
/** The global help with one line per command. */
export declare function globalHelp(): string;
