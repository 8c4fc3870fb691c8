import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('../fixtures/hook-payloads/', import.meta.url));

export type Payload = Record<string, unknown>;

/**
 * A hook payload captured from a real host (test/fixtures/hook-payloads/<host>/<name>.json, see its README),
 * with the placeholders for the capture machine's paths put back for this test's repo (and HOME), and
 * `override` merged over the top level (a test's own tool_input, cwd or session_id).
 */
export function captured(
  host: 'claude' | 'codex' | 'gemini' | 'qwen',
  name: string,
  at: { repo: string; home?: string },
  override: Payload = {},
): Payload {
  const text = readFileSync(`${DIR}${host}/${name}.json`, 'utf8');
  const fill = (s: string) =>
    s
      .replaceAll('$REPO_KEY', at.repo.replaceAll('/', '-'))
      .replaceAll('$REPO_NAME_LC', (at.repo.split('/').pop() ?? '').toLowerCase())
      .replaceAll('$REPO_NAME', at.repo.split('/').pop() ?? '')
      .replaceAll('$REPO_PATH', at.repo)
      .replaceAll('$REPO', at.repo)
      .replaceAll('$HOME', at.home ?? '/home/user');
  const payload = JSON.parse(text, (_k, v) => (typeof v === 'string' ? fill(v) : v)) as Payload;
  return { ...payload, ...override };
}
