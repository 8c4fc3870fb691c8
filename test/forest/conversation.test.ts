import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { commitAll, makeForest } from './fixture.js';

const as = (id: string) => ({ HANDOVER_AGENT: id });

describe('a request says what it asks', () => {
  const f = makeForest();
  afterAll(() => rmSync(f.root, { recursive: true, force: true }));
  const cli = (dir: string, id: string, args: string[], input?: string) =>
    runCli(args, { cwd: f.at(dir), env: as(id), input });
  const requests = (dir: string) => readFileSync(join(f.at(dir), 'REQUESTS.md'), 'utf8');

  it('takes its text as an argument, with --file F or on stdin, writes it under the fields, and the inbox shows it', () => {
    let r = cli('partner', 'partner', [
      'request',
      'capability',
      '--to',
      'lab',
      '--subject',
      'the live site',
      '--reversibility',
      'outbound',
      'Publish chapter 3 to the live site.',
    ]);
    expect(r.code, r.stderr).toBe(0);
    expect(requests('partner')).toMatch(
      /## 1 · \S+ · capability\n\n- To: lab\n- Subject: the live site\n- Chain: partner\n- Reversibility: outbound\n\nPublish chapter 3 to the live site\.\n$/,
    );
    writeFileSync(join(f.at('partner'), 'ask.md'), 'Send the evaluation set\nfor run 15.\n\nThe CSV is enough.\n');
    r = cli('partner', 'partner', ['request', 'evidence', '--to', 'lab', '--subject', 'run 15', '--file', 'ask.md']);
    expect(r.code, r.stderr).toBe(0);
    r = cli(
      'partner',
      'partner',
      ['request', 'ruling', '--to', 'lab', '--subject', 'hashing', '--claim', 'Keys hash once.', '-'],
      'Is this right?\n',
    );
    expect(r.code, r.stderr).toBe(0);
    expect(requests('partner')).toMatch(/- Claims:\n {2}1\. Keys hash once\.\n\nIs this right\?\n$/);
    rmSync(join(f.at('partner'), 'ask.md'));
    commitAll(f.at('partner'));

    const inbox = JSON.parse(cli('lab', 'lab', ['inbox', '--format', 'json']).stdout);
    expect(inbox.items.map((i: { ref: string; text: string }) => [i.ref, i.text])).toEqual([
      ['partner#1', 'Publish chapter 3 to the live site.'],
      ['partner#2', 'Send the evaluation set\nfor run 15.\n\nThe CSV is enough.'],
      ['partner#3', 'Is this right?'],
    ]);
    const text = cli('lab', 'lab', ['inbox']).stdout;
    expect(text).toMatch(
      /partner#1 .*capability on "the live site"[^\n]*\n {6}reversibility: outbound\n {6}> Publish chapter 3/,
    );
    expect(text).toMatch(/partner#3 [^\n]*\n {6}1\. Keys hash once\.\n {6}> Is this right\?\n/);

    // a forward carries the words one level down
    r = cli('lab', 'lab', ['forward', 'partner#2', '--to', 'lab-data']);
    expect(r.code, r.stderr).toBe(0);
    expect(requests('lab')).toMatch(
      /- Chain: partner → lab\n\nSend the evaluation set\nfor run 15\.\n\nThe CSV is enough\.\n$/,
    );
  });

  it('keeps --claim for rulings, and refuses a text that would run into the fields', () => {
    let r = cli('partner', 'partner', ['request', 'evidence', '--to', 'lab', '--subject', 's', '--claim', 'c']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--claim is for rulings; say what an evidence or capability request asks as its text/);
    const before = requests('partner');
    r = cli('partner', 'partner', ['request', 'evidence', '--to', 'lab', '--subject', 's', '-'], '- Owner: me\n');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/would not read back as written .* start it with a sentence/);
    expect(requests('partner')).toBe(before);
  });
});
