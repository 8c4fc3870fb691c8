import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { CliError } from '../../errors.js';
import { writeFileAtomic } from '../../fsutil.js';
import { renderHtml } from '../../forest/html.js';
import { surveyForest } from '../../forest/index.js';
import { renderMermaid, renderText } from '../../forest/render.js';
import { parseCommandArgs, pickFormat, workDir, type CommandIo } from '../io.js';

/**
 * `handover forest [ROOT] [--format text|json|mermaid|html] [--output FILE] [--serve [--port N] [--host H]]`: the
 * map of the projects under ROOT and where they disagree; html is the dispatcher's page, `--serve` serves it live.
 */
export async function run(args: string[], io: CommandIo): Promise<number> {
  const { values, positionals } = parseCommandArgs('forest', args, {
    output: { type: 'string', short: 'o' },
    serve: { type: 'boolean' },
    port: { type: 'string' },
    host: { type: 'string' },
  });
  if (positionals.length > 1) throw new CliError('handover forest takes one ROOT folder at most.', 2);
  const format = pickFormat(values.format, ['text', 'json', 'mermaid', 'html'] as const, 'text');
  const root = resolve(workDir(io, values.cwd), positionals[0] ?? '.');
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new CliError(`${positionals[0] ?? root} is not a folder; give the folder that holds the projects.`, 2);
  if (values.serve) return serve(root, values, io);
  if (values.port !== undefined || values.host !== undefined)
    throw new CliError('--port and --host go with --serve; add --serve to serve the page.', 2);
  const report = await surveyForest(root);
  const text =
    format === 'json'
      ? `${JSON.stringify(report, null, 2)}\n`
      : format === 'mermaid'
        ? renderMermaid(report)
        : format === 'html'
          ? renderHtml(report)
          : renderText(report);
  if (values.output !== undefined) {
    const out = resolve(workDir(io, values.cwd), values.output);
    writeFileAtomic(out, text);
    io.stdout.write(`Wrote ${out}\n`);
  } else io.stdout.write(text);
  return report.disagreements.length ? 1 : 0;
}

/** `--serve`: the page on 127.0.0.1 (or --host) until Ctrl-C; read-only. */
async function serve(
  root: string,
  values: { port?: string; host?: string; format?: string; output?: string },
  io: CommandIo,
): Promise<number> {
  if (values.output !== undefined || (values.format !== undefined && values.format !== 'html'))
    throw new CliError('--serve serves the html page; leave out --format and --output.', 2);
  const port = values.port === undefined ? 7357 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new CliError(`--port ${values.port} is not a port number; give 0 to 65535 (0 picks a free one).`, 2);
  const host = values.host ?? '127.0.0.1';
  if (!host.trim()) throw new CliError('--host is empty; leave it out to serve on 127.0.0.1.', 2);
  const { serveForest } = await import('../../forest/serve.js');
  const stop = new Promise<void>((r) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      r();
    };
    process.on('SIGINT', done);
    process.on('SIGTERM', done);
  });
  await serveForest({ root, host, port, log: (line) => io.stdout.write(`${line}\n`), stop });
  io.stdout.write('Stopped.\n');
  return 0;
}
