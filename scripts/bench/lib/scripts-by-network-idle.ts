/**
 * The JavaScript a visitor's browser has fetched by the time the page's
 * network goes quiet (Playwright's `networkidle`: no request for 500 ms after
 * load): the first-load scripts, the ones the after-paint loader inserts, and
 * every chunk the page pulls in on its own before a visitor does anything.
 * Each script is gzipped at level 9, as the first-load figure is.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { launchChromium } from './chromium';

export interface IdleScripts {
  gzipBytes: number;
  scripts: Array<{ url: string; gzipBytes: number }>;
}

async function measure(browser: Browser, url: string): Promise<IdleScripts> {
  const page = await browser.newPage({ viewport: { width: 412, height: 900 } });
  try {
    const pending: Array<Promise<{ url: string; gzipBytes: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length }),
          () => ({ url: response.url(), gzipBytes: 0 }),
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(pending);
    return { gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
  } finally {
    await page.close();
  }
}

/** One fresh page (empty cache) per URL, in one Chromium. */
export async function scriptsByNetworkIdle(urls: readonly string[]): Promise<Map<string, IdleScripts>> {
  const browser = await launchChromium();
  try {
    const results = new Map<string, IdleScripts>();
    for (const url of urls) results.set(url, await measure(browser, url));
    return results;
  } finally {
    await browser.close();
  }
}
