import { CliError } from '../errors.js';

/**
 * A field value from the command line as it will be written: trimmed, on one line. Line breaks and
 * control characters would split the field or the section, so they are refused (exit 2), never
 * silently rewritten. Markdown in the value (`#`, `##`, backticks) is harmless: it follows the label.
 */
export function fieldValue(flag: string, raw: string): string {
  const v = raw.trim();
  if (/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/.test(v)) {
    throw new CliError(`--${flag} holds a line break or control character; a field is one line: write it on one line.`, 2);
  }
  return v;
}
