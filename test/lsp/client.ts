import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import {
  createMessageConnection,
  type MessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-jsonrpc/node';
import { CLI } from '../helpers/cli.js';

export interface Published {
  uri: string;
  version?: number;
  diagnostics: {
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    severity: number;
    code?: string;
    codeDescription?: { href: string };
    message: string;
    source: string;
    data?: unknown;
  }[];
}

/** `handover lsp` started as an editor starts it (the built CLI on stdio), with a JSON-RPC client connected. */
export class LspClient {
  readonly child: ChildProcessWithoutNullStreams;
  readonly connection: MessageConnection;
  private waiters: { test: (p: Published) => boolean; resolve: (p: Published) => void }[] = [];
  readonly published: Published[] = [];
  /** What the server asked the client to register (`client/registerCapability`). */
  readonly registrations: { method: string; registerOptions?: unknown }[] = [];

  /** `command` defaults to the built CLI's `lsp`; the plugin's test passes its run script. */
  constructor(cwd: string, env: Record<string, string> = {}, command: string[] = [process.execPath, CLI, 'lsp']) {
    this.child = spawn(command[0], command.slice(1), {
      cwd,
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1', ...env },
    });
    this.connection = createMessageConnection(
      new StreamMessageReader(this.child.stdout),
      new StreamMessageWriter(this.child.stdin),
    );
    this.connection.onNotification('textDocument/publishDiagnostics', (p: Published) => {
      this.published.push(p);
      const i = this.waiters.findIndex((w) => w.test(p));
      if (i !== -1) this.waiters.splice(i, 1)[0].resolve(p);
    });
    this.connection.onNotification('window/showMessage', () => undefined);
    this.connection.onRequest('client/registerCapability', (p: { registrations: LspClient['registrations'] }) => {
      this.registrations.push(...p.registrations);
      return null;
    });
    this.connection.listen();
  }

  async initialize(rootUri: string, capabilities: Record<string, unknown> = {}): Promise<unknown> {
    const r = await this.connection.sendRequest('initialize', { processId: process.pid, rootUri, capabilities });
    await this.connection.sendNotification('initialized', {});
    return r;
  }

  /** The next diagnostics published for `uri` that pass `test` (already published ones count). */
  diagnostics(uri: string, test: (p: Published) => boolean = () => true): Promise<Published> {
    const done = this.published.find((p) => p.uri === uri && test(p));
    if (done) return Promise.resolve(done);
    return new Promise((resolve) => this.waiters.push({ test: (p) => p.uri === uri && test(p), resolve }));
  }

  /** Like `diagnostics`, counting only what is published from now on. */
  next(uri: string, test: (p: Published) => boolean = () => true): Promise<Published> {
    return new Promise((resolve) => this.waiters.push({ test: (p) => p.uri === uri && test(p), resolve }));
  }

  async close(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => this.child.on('exit', (code) => resolve(code)));
    await this.connection.sendRequest('shutdown');
    await this.connection.sendNotification('exit');
    const code = await exited;
    this.connection.dispose();
    return code;
  }
}
