import { fileURLToPath, pathToFileURL } from 'node:url';
import { basename } from 'node:path';
import {
  CodeActionKind,
  createConnection,
  DidChangeWatchedFilesNotification,
  StreamMessageReader,
  StreamMessageWriter,
  TextDocumentSyncKind,
  TextDocuments,
  type CodeAction,
  type Connection,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { refuseCodeConfig } from '../config/load.js';
import { readAtCommits, resolveCommit } from '../git/repo.js';
import { CONFIG_FILES, type ConfigProblem, Diagnoser, toDiagnostic, type LspDiagnostic } from './diagnose.js';
import { quickFixes } from './fixes.js';

/** What the server needs from its process: the streams it speaks on, the environment, the tool's version. */
export interface LspIo {
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  env: NodeJS.ProcessEnv;
  version: string;
}

/** What the server asks the editor to watch: the config files, and where git keeps HEAD and the branches. */
export const WATCHED = [
  `**/{${CONFIG_FILES.join(',')}}`,
  '**/.git/HEAD',
  '**/.git/refs/heads/**',
  '**/.git/packed-refs',
];

/** The diagnostic that says a repository's config cannot be used, on the config file itself. */
function configDiagnostic(p: ConfigProblem): LspDiagnostic {
  const line = Math.max(0, (p.at?.line ?? 1) - 1);
  const character = Math.max(0, (p.at?.column ?? 1) - 1);
  return {
    range: { start: { line, character }, end: { line, character: p.at ? character + 1 : 0 } },
    severity: 1,
    code: 'config',
    source: 'handover',
    message: `${p.message} Until then handover checks no protocol file of this repository.`,
  };
}

/**
 * `handover lsp`: a language server on stdio (vscode-languageserver). Publishes diagnostics for the protocol files
 * on open and on every change, and offers quick fixes for an edit of an old entry or another agent's section. A
 * config that cannot be used (broken, or JavaScript, which it never runs) is a diagnostic on the config file; the
 * config is read again when it changes, and HEAD when it moves (the editor is asked to watch both, and each check
 * looks). Resolves when the client has shut the connection.
 */
export function startLanguageServer(io: LspIo): Promise<void> {
  refuseCodeConfig('the language server');
  const connection = createConnection(new StreamMessageReader(io.input), new StreamMessageWriter(io.output));
  const documents = new TextDocuments(TextDocument);
  const diagnoser = new Diagnoser(io.env);
  const noted = new Set<string>();
  const running = new Map<string, Promise<void>>();
  const pending = new Set<string>();
  /** Per repository root: the config file a problem was published on (to clear it once the config is fixed). */
  const configShown = new Map<string, string>();
  let watchRegistration = false;

  connection.onInitialize((params) => {
    watchRegistration = Boolean(params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration);
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
      },
      serverInfo: { name: 'handover', version: io.version },
    };
  });
  connection.onInitialized(() => {
    if (watchRegistration)
      void connection.client.register(DidChangeWatchedFilesNotification.type, {
        watchers: WATCHED.map((globPattern) => ({ globPattern })),
      });
  });

  /** Publishes (or clears) the diagnostic on a repository's config file, when that changed. */
  const showConfig = async (root: string, problem: ConfigProblem | null): Promise<void> => {
    const shown = configShown.get(root);
    const uri = problem ? pathToFileURL(problem.file).href : null;
    if (shown && shown !== uri) await connection.sendDiagnostics({ uri: shown, diagnostics: [] });
    if (problem && uri) {
      configShown.set(root, uri);
      await connection.sendDiagnostics({ uri, diagnostics: [configDiagnostic(problem)] });
    } else configShown.delete(root);
  };

  /** Validates a document; a change that arrives meanwhile runs once more after, so the last text always wins. */
  const schedule = (uri: string): void => {
    if (running.has(uri)) {
      pending.add(uri);
      return;
    }
    const run = validate(uri).finally(() => {
      running.delete(uri);
      if (pending.delete(uri)) schedule(uri);
    });
    running.set(uri, run);
  };

  const validate = async (uri: string): Promise<void> => {
    const doc = documents.get(uri);
    if (!doc || !uri.startsWith('file:')) return;
    try {
      const file = fileURLToPath(uri);
      const { root, problem } = await diagnoser.problemOf(file);
      await showConfig(root, problem);
      const judged = await diagnoser.judged(file);
      if (!judged) return;
      const text = doc.getText();
      const version = doc.version;
      const { messages, note } = await diagnoser.diagnose(judged, text);
      if (note && !noted.has(judged.root)) {
        noted.add(judged.root);
        connection.window.showWarningMessage(`handover: only the static rules run here: ${note}`);
      }
      const lines = text.split('\n');
      const diagnostics = messages.map((m) => toDiagnostic(m, lines, { uri, docsUrl: io.env.HANDOVER_DOCS_URL }));
      // a newer text has come in meanwhile: its own run publishes
      if (documents.get(uri)?.version !== version) return;
      await connection.sendDiagnostics({ uri, version, diagnostics });
    } catch (error) {
      connection.console.error(`handover: ${(error as Error).message}`);
    }
  };

  // didOpen fires onDidChangeContent too (vscode-languageserver): one check per open, not two
  // A config file or HEAD changed: every open document is judged again (the config and HEAD are re-read as needed).
  connection.onDidChangeWatchedFiles((params) => {
    for (const change of params.changes) {
      if (!change.uri.startsWith('file:')) continue;
      const path = fileURLToPath(change.uri);
      if (CONFIG_FILES.includes(basename(path)))
        for (const root of diagnoser.roots()) if (path.startsWith(root)) diagnoser.forget(root);
    }
    for (const doc of documents.all()) schedule(doc.uri);
  });
  documents.onDidChangeContent((e) => schedule(e.document.uri));
  documents.onDidClose((e) => void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] }));

  connection.onCodeAction(async (params) => {
    const doc = documents.get(params.textDocument.uri);
    return doc ? codeActions(diagnoser, doc, params.context.diagnostics as LspDiagnostic[]) : [];
  });

  documents.listen(connection);
  return new Promise((resolve) => {
    connection.onExit(() => resolve());
    connection.onShutdown(() => undefined);
    io.input.on('end', () => resolve());
    connection.listen();
  });
}

/** The quick fixes for the diagnostics a client asks about: only for an edit of an old entry or another's section. */
async function codeActions(
  diagnoser: Diagnoser,
  doc: TextDocument,
  diagnostics: LspDiagnostic[],
): Promise<CodeAction[]> {
  if (!doc.uri.startsWith('file:')) return [];
  const judged = await diagnoser.judged(fileURLToPath(doc.uri));
  if (!judged || judged.kind === 'append-only') return [];
  const fixable = diagnostics.filter(
    (d) => d.data?.unit && (d.code === 'handover/append-only' || d.code === 'sync/section-owner'),
  );
  if (!fixable.length) return [];
  const sha = await resolveCommit(judged.root, 'HEAD', 'HEAD').catch(() => null);
  const base = sha ? ((await readAtCommits(judged.root, [sha], judged.path)).get(sha) ?? null) : null;
  if (base === null) return [];
  const actions: CodeAction[] = [];
  for (const d of fixable) {
    const fixes = quickFixes({
      kind: judged.kind,
      path: judged.path,
      base,
      text: doc.getText(),
      unit: d.data!.unit!,
      config: judged.config,
    });
    for (const [i, f] of fixes.entries())
      actions.push({
        title: f.title,
        kind: CodeActionKind.QuickFix,
        diagnostics: [d],
        isPreferred: i === 0,
        edit: {
          changes: {
            [doc.uri]: [{ range: { start: doc.positionAt(f.start), end: doc.positionAt(f.end) }, newText: f.newText }],
          },
        },
      });
  }
  return actions;
}

/** A file path as the URI an editor sends (for tests and the bench). */
export function fileUri(path: string): string {
  return pathToFileURL(path).href;
}

export type { Connection };
