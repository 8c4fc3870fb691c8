import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** One hook as Codex's own `hooks/list` reports it: its key, event, command and whether the user's trust holds. */
export interface CodexHook {
  key: string;
  eventName: string;
  command: string;
  matcher: string | null;
  sourcePath: string;
  /** `trusted`, `untrusted`, `modified` (trusted once, changed since: its hash no longer matches) or `managed`. */
  trustStatus: string;
}

/** The `codex` binary on PATH, or null. */
export function codexOnPath(env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const bin = join(dir, 'codex');
    try {
      accessSync(bin, constants.X_OK);
      return bin;
    } catch {}
  }
  return null;
}

/**
 * Codex's own answer on the hooks it would run in `cwd`: `codex app-server`'s `hooks/list` (what its /hooks review
 * shows), with each hook's trust as Codex computes it from the hashes in config.toml. A string says why it could
 * not be asked.
 */
export function codexHooksList(bin: string, cwd: string, env: NodeJS.ProcessEnv): Promise<CodexHook[] | string> {
  return new Promise((ok) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(bin, ['app-server'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
    } catch (error) {
      ok(`codex app-server did not start (${(error as Error).message})`);
      return;
    }
    let out = '';
    let done = false;
    const finish = (v: CodexHook[] | string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      ok(v);
    };
    const timer = setTimeout(() => finish('codex app-server did not answer hooks/list within 30 s'), 30_000);
    child.on('error', (e) => finish(`codex app-server did not start (${e.message})`));
    child.on('close', () => finish('codex app-server stopped before it answered hooks/list'));
    child.stdout?.setEncoding('utf8').on('data', (c: string) => {
      out += c;
      for (const line of out.split('\n')) {
        if (!line.includes('"id":2')) continue;
        try {
          const r = JSON.parse(line) as { result?: { data: { hooks: CodexHook[] }[] }; error?: { message?: string } };
          finish(r.result ? r.result.data.flatMap((d) => d.hooks) : `codex hooks/list: ${r.error?.message ?? 'error'}`);
        } catch {
          finish('codex hooks/list answered with something that is not JSON');
        }
      }
    });
    const send = (m: object) => child.stdin?.write(`${JSON.stringify({ jsonrpc: '2.0', ...m })}\n`);
    send({ id: 1, method: 'initialize', params: { clientInfo: { name: 'handover-doctor', version: '0' } } });
    send({ method: 'initialized' });
    send({ id: 2, method: 'hooks/list', params: { cwds: [cwd] } });
  });
}
