import { existsSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { tempDir } from './repo.js';

/** Debian's Chromium (apt-get install -y chromium); .ci/run installs it. */
export const CHROMIUM = '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);

/**
 * Chromium, headless, in a fresh profile (user-data-dir), with nothing of its own reaching the network (no
 * background networking, component updates, sync or QUIC): the page's own requests are the only ones.
 */
export function launchChromium(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(tempDir('handover-chromium-'), {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1280, height: 800 },
  });
}

/** A new page whose every request (URL) is recorded in `requests`. */
export async function recordedPage(context: BrowserContext): Promise<{ page: Page; requests: string[] }> {
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  return { page, requests };
}
