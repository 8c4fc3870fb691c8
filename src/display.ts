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
export function redactUrl(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*):\/\/([^\s/?#@]*)@/gi, (m, scheme: string, userinfo: string) => {
    const colon = userinfo.indexOf(':');
    if (colon >= 0) return `${scheme}://${userinfo.slice(0, colon)}:***@`;
    return /^https?$/i.test(scheme) && userinfo ? `${scheme}://***@` : m;
  });
}

/**
 * Text safe to print to a terminal: every C0 and C1 control character but newline and tab, DEL, and the
 * Unicode line/paragraph separators and bidirectional overrides are shown as `\xNN` / `\u{NNNN}`, so an
 * escape sequence in another agent's section (OSC 52 sets the reader's clipboard, others retitle the window
 * or hide text) is shown, never obeyed.
 */
export function escapeControl(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const n = c.charCodeAt(0);
    return n <= 0xff ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u{${n.toString(16)}}`;
  });
}

/** What a person may be shown of untrusted text: credentials hidden, control characters escaped. */
export function shown(text: string): string {
  return escapeControl(redactUrl(text));
}

/**
 * A value quoted inside one line of a message (a title, a config value, a file name, an error's text):
 * shown, and its newlines too written as `\n`, so it cannot add lines of its own ("SYSTEM: …") to what a
 * hook tells the agent.
 */
export function oneLine(text: string): string {
  return shown(text).replace(/\n/g, '\\n');
}

/**
 * A hook's stdout made safe, line by line: a JSON line keeps its shape with every string in it `shown`
 * (JSON escapes ESC as `\u001b`, but the host decodes it again before showing it), plain text is `shown`.
 */
export function shownHookOutput(text: string): string {
  const tame = (v: unknown): unknown =>
    typeof v === 'string'
      ? shown(v)
      : Array.isArray(v)
        ? v.map(tame)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [shown(k), tame(x)]))
          : v;
  return text
    .split('\n')
    .map((line) => {
      if (!line.startsWith('{')) return shown(line);
      try {
        return JSON.stringify(tame(JSON.parse(line)));
      } catch {
        return shown(line);
      }
    })
    .join('\n');
}
