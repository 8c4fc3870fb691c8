/**
 * The two rules for anything handover shows a person: a URL's credentials never appear, and text from a
 * file, a config or a commit cannot drive the terminal. JSON output needs neither helper for the second:
 * JSON.stringify escapes control characters itself (and it keeps every other byte exact).
 */
/**
 * A source or message with the credentials in its URLs hidden: `https://alice:secret@host` becomes
 * `https://alice:***@host`, and an http(s) user name alone (often a token) becomes `***`. An ssh user
 * name (`ssh://git@host`) is kept: it is not a secret. Text that holds no URL is returned as it is.
 */
export declare function redactUrl(text: string): string;
/**
 * Text safe to print to a terminal: every C0 and C1 control character but newline and tab, DEL, and the
 * Unicode line/paragraph separators and bidirectional overrides are shown as `\xNN` / `\u{NNNN}`, so an
 * escape sequence in another agent's section (OSC 52 sets the reader's clipboard, others retitle the window
 * or hide text) is shown, never obeyed.
 */
export declare function escapeControl(text: string): string;
/** What a person may be shown of untrusted text: credentials hidden, control characters escaped. */
export declare function shown(text: string): string;
/**
 * A value quoted inside one line of a message (a title, a config value, a file name, an error's text):
 * shown, and its newlines too written as `\n`, so it cannot add lines of its own ("SYSTEM: …") to what a
 * hook tells the agent.
 */
export declare function oneLine(text: string): string;
/**
 * A hook's stdout made safe, line by line: a JSON line keeps its shape with every string in it `shown`
 * (JSON escapes ESC as `\u001b`, but the host decodes it again before showing it), plain text is `shown`.
 */
export declare function shownHookOutput(text: string): string;
