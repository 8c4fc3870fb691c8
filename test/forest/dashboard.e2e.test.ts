import { copyFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, HAS_CHROMIUM, launchChromium, recordedPage } from '../helpers/browser.js';
import { runCli } from '../helpers/cli.js';
import { startCli } from '../helpers/handover.js';
import { git, tempDir } from '../helpers/repo.js';
import { commitAll, makeForest, writeFiles } from './fixture.js';

if (!HAS_CHROMIUM) console.warn(`skipped: ${CHROMIUM} is missing (Debian: apt-get install -y chromium)`);

/** Someone else's words in a SYNC field: markup that must show as text, never run or load anything. */
const HOSTILE = `<script>window.__pwned = 1</script>"><img src=x onerror="window.__pwned = 2">`;
const PROJECTS = ['commons', 'lab', 'lab/data', 'lab/data/raw', 'lab/ops', 'partner'];

/**
 * A forest of six projects in which the dispatcher has work: partner's irreversible capability, escalated by lab and
 * waiting for lab's dispatcher; an open ruling; and in the commons' SYNC.md a working agent (whose focus is
 * hostile markup) written before a blocked one.
 */
function dispatcherForest() {
  const f = makeForest();
  const cli = (dir: string, id: string, args: string[]) => {
    const r = runCli(args, { cwd: f.at(dir), env: { HANDOVER_AGENT: id } });
    expect(r.code, r.stderr).toBe(0);
  };
  writeFiles(f.at('commons'), {
    'SYNC.md':
      `# Sync\n\n## alice\n\n- Current focus: ${HOSTILE}\n- Blocked on: —\n- Next action: keep going\n\n` +
      "## partner\n\n- Current focus: the chapter on references\n- Blocked on: lab's ruling on reference semantics\n" +
      '- Next action: revise the chapter\n',
  });
  commitAll(f.at('commons'), 'sync');
  // partner's requests go stale at once (a thousandth of a day): its ruling is past its staleDays
  const rc = join(f.at('partner'), '.handoverrc.yaml');
  writeFiles(f.at('partner'), { '.handoverrc.yaml': `${readFileSync(rc, 'utf8')}requests: { staleDays: 0.00001 }\n` });
  cli('partner', 'partner', [
    'request',
    'capability',
    '--to',
    'lab',
    '--subject',
    'the live site',
    '--reversibility',
    'irreversible',
    'Publish chapter 3.',
  ]);
  cli('partner', 'partner', ['request', 'ruling', '--to', 'lab', '--subject', 'reference semantics', '--claim', 'a']);
  commitAll(f.at('partner'));
  cli('lab', 'lab', ['respond', 'partner#1', '--status', 'escalated']);
  cli('lab', 'lab', ['append', '--title', 'Runs 1 to 3 finished', 'The runs finished; the numbers are in runs/.']);
  commitAll(f.at('lab'));
  return f;
}

/** Every project's working tree as git sees it: a read-only server leaves it as it was. */
const treeState = (f: ReturnType<typeof makeForest>) =>
  PROJECTS.map((p) => {
    const own = join(f.at(p), '.git', 'handover');
    // the writers' own temp folder aside (the request written by hand makes one): no fetch cache, no lock
    const cache = existsSync(own)
      ? readdirSync(own, { recursive: true })
          .map(String)
          .filter((n) => n !== 'tmp')
          .sort()
      : [];
    return `${p}: ${git(f.at(p), ['status', '--porcelain', '--ignored', '--untracked-files=all'])} ${cache.join(',')}`;
  });

/** Whether the element is wholly inside the first screen (the viewport, not scrolled). */
async function onFirstScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  const vp = page.viewportSize()!;
  return box !== null && box.y >= 0 && box.y + box.height <= vp.height && box.x + box.width <= vp.width;
}

describe.skipIf(!HAS_CHROMIUM)('the dispatcher page in Debian Chromium (playwright-core)', () => {
  let context: BrowserContext;
  const f = HAS_CHROMIUM ? dispatcherForest() : null!;
  beforeAll(async () => {
    context = await launchChromium();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('forest --format html: the escalation and its approve command first, a blocked agent before the others, nothing loaded', async () => {
    const json = JSON.parse(runCli(['forest', f.root, '--format', 'json'], { cwd: f.root }).stdout);
    expect(json.escalations).toMatchObject([
      {
        ref: 'partner#1',
        to: 'lab',
        dir: 'lab',
        command: 'handover approve partner#1',
        file: 'lab/REQUESTS.md',
        line: expect.any(Number),
      },
    ]);
    expect(json.capabilities).toMatchObject([{ ref: 'partner#1', reversibility: 'irreversible', state: 'escalated' }]);
    // partner consumes lab's log and has not read its first entry; the timeline has it, newest first
    expect(json.projects.find((p: { id: string }) => p.id === 'partner').upstreams).toMatchObject([
      { name: 'lab', project: 'lab', pending: 1, consumedSeq: 0, lastSeq: 1 },
    ]);
    expect(json.timeline.find((t: { kind: string }) => t.kind === 'handover')).toMatchObject({
      project: 'lab',
      file: 'lab/HANDOVER.md',
      line: 5,
    });
    const times = json.timeline.map((t: { timestamp: string }) => Date.parse(t.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // the text map says it too, with where to run the command
    expect(runCli(['forest', f.root], { cwd: f.root }).stdout).toMatch(
      /Waiting for a dispatcher's approval\n {2}partner#1 irreversible on "the live site", escalated by lab#1: in lab, handover approve partner#1 \(lab\/REQUESTS\.md:\d+\)\n/,
    );
    const out = join(tempDir('handover-page-'), 'forest.html');
    const r = runCli(['forest', f.root, '--format', 'html', '--output', out], { cwd: f.root });
    expect(r.stdout).toBe(`Wrote ${out}\n`);
    const html = readFileSync(out, 'utf8');
    expect(html).not.toMatch(/<script>window\.__pwned|<img/);
    expect(html).not.toMatch(/\b(src|href)=["']?(https?:)?\/\//);

    const { page, requests } = await recordedPage(context);
    await page.goto(pathToFileURL(out).href);
    await page.waitForSelector('body[data-ready="1"]');
    // the escalation and the exact command, with the folder to run it in, on the first screen
    const approve = page.locator('#attention pre.approve').first();
    expect(await approve.textContent()).toBe(`cd ${f.at('lab')} && handover approve partner#1`);
    expect(await onFirstScreen(page, '#attention .escalation')).toBe(true);
    expect(await onFirstScreen(page, '#attention pre.approve')).toBe(true);
    expect(await page.locator('#attention .escalation .where').first().textContent()).toMatch(
      /^lab\/REQUESTS\.md:\d+$/,
    );
    // the ruling past partner's staleDays is listed among what needs the dispatcher
    expect(await page.locator('#attention').textContent()).toMatch(
      /Requests past their staleDays \(1\)partner#2 stale/,
    );
    // the blocked agent comes first: in the attention list, and in its project though the file lists alice first
    expect(await page.locator('#attention .agent .head').first().textContent()).toMatch(/^partner blocked in commons/);
    expect(await page.locator('#project-lab').textContent()).toContain('1 not consumed by partner');
    const rows = page.locator('#project-commons tr.agent-row td:first-child');
    expect(await rows.allTextContents()).toEqual(['partner', 'alice']);
    // someone's markup is text: shown as written, never run, nothing injected
    expect(await page.locator('#project-commons').textContent()).toContain(HOSTILE);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.locator('img').count()).toBe(0);
    const shot = join(tempDir('handover-shot-'), 'dashboard.png');
    await page.screenshot({ path: shot });
    expect(readFileSync(shot).subarray(1, 4).toString()).toBe('PNG');
    // the README's picture (docs/dashboard.png) is this screenshot, refreshed on demand
    if (process.env.HANDOVER_UPDATE_SCREENSHOT)
      copyFileSync(shot, join(import.meta.dirname, '../../docs/dashboard.png'));
    // the filter box narrows the projects
    await page.fill('#filter', 'lab-ops');
    expect(await page.locator('details.project:not(.hidden)').count()).toBe(1);
    await page.fill('#filter', '');

    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((u) => !u.startsWith('file://'))).toEqual([]);
    await page.close();
  });

  it('forest --serve: on 127.0.0.1, read-only, and a request committed in a project shows without a reload', async () => {
    const before = treeState(f);
    const server = startCli(['forest', f.root, '--serve', '--port', '0'], f.root);
    const url = await new Promise<string>((resolve) => {
      let printed = '';
      server.child.stdout.on('data', (d: string) => {
        printed += d;
        const m = /at (http:\/\/\S+\/) /.exec(printed);
        if (m) resolve(m[1]);
      });
      void server.done.then(() => resolve(''));
    });
    expect(url, 'the server printed its address').toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const origin = url.replace(/\/$/, '');
    // read-only and only for its own name: a POST is refused, and so is another Host (DNS rebinding)
    expect((await fetch(url, { method: 'POST' })).status).toBe(405);
    const port = new URL(url).port;
    expect(await statusWithHost(url, `attacker.example:${port}`)).toBe(421);
    expect(await statusWithHost(url, `localhost:${port}`)).toBe(200);

    const { page, requests } = await recordedPage(context);
    await page.goto(url);
    await page.waitForSelector('body[data-ready="1"]');
    expect(await onFirstScreen(page, '#attention pre.approve')).toBe(true);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    expect(await page.locator('#project-lab').textContent()).not.toContain('lab-ops#1');

    const r = runCli(['request', 'ruling', '--to', 'lab', '--subject', 'cluster quota', '--claim', 'b'], {
      cwd: f.at('lab/ops'),
      env: { HANDOVER_AGENT: 'lab-ops' },
    });
    expect(r.code, r.stderr).toBe(0);
    commitAll(f.at('lab/ops'));
    await page.waitForFunction(() => document.querySelector('#project-lab')?.textContent?.includes('lab-ops#1'), null, {
      timeout: 60_000,
    });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(requests.filter((u) => !u.startsWith(`${origin}/`))).toEqual([]);
    await page.close();

    server.child.kill('SIGINT');
    const done = await server.done;
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toMatch(/Stopped\.\n$/);
    // nothing written: every working tree as it was (the request was committed by hand), no cache or lock made
    expect(treeState(f)).toEqual(before);
  });
});

describe('forest --serve usage', () => {
  it('--port and --host need --serve; --serve takes no other format, no --output, and a real port', () => {
    const root = tempDir('handover-serve-usage-');
    const usage = (args: string[]) => {
      const r = runCli(['forest', root, ...args], { cwd: root });
      expect(r.code).toBe(2);
      return r.stderr;
    };
    expect(usage(['--port', '8080'])).toMatch(/--port and --host go with --serve/);
    expect(usage(['--serve', '--format', 'json'])).toMatch(/--serve serves the html page/);
    expect(usage(['--serve', '--output', 'x.html'])).toMatch(/--serve serves the html page/);
    expect(usage(['--serve', '--port', '99999'])).toMatch(/--port 99999 is not a port number/);
  });
});

/** The status the server answers a GET with a given Host header. */
function statusWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
