/**
 * The calculator as a visitor on a slow phone meets it, in Chromium with the
 * CPU slowed 4× (Chrome DevTools' "mid-tier mobile"): the JavaScript fetched
 * after the page has loaded (the calculator's chunk and data), and the time
 * from typing a day's hours to the result on screen.
 *
 * Every page also fetches site-wide scripts after load: its first-load
 * scripts (loaded after the first paint, scripts/post-build/after-paint.ts)
 * and, once idle, the analytics runtime. Those are not the calculator's, so a
 * script counts only if a content page without the calculator does not fetch
 * it after load as well.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from './chromium';
import { median } from './stats';

const SAMPLES = 25;

export interface CalculatorTiming {
  /** Scripts fetched after load on the calculator page and not on the content page: the calculator's loader, code and data. */
  lazyJsGzipBytes: number;
  /** Scripts fetched after load on both pages (site-wide, not counted above). */
  siteWideJsGzipBytes: number;
  scripts: number;
  inputToResultMs: { median: number; p95: number; samples: number };
}

/** Records each script a page fetches once `start()` is called, by URL, with its gzip size. */
function scriptsAfterLoad(page: Page): { start: () => void; sizes: () => Promise<Map<string, number>> } {
  let started = false;
  const pending: Promise<[string, number]>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (started && new URL(url).pathname.endsWith('.js'))
      pending.push(
        response.body().then(
          (body): [string, number] => [url, gzipSync(body, { level: 9 }).length],
          (): [string, number] => [url, 0],
        ),
      );
  });
  return { start: () => (started = true), sizes: async () => new Map(await Promise.all(pending)) };
}

/** What a page without the calculator fetches after load once idle: the site-wide scripts. */
async function siteWideScripts(browser: Browser, contentUrl: string): Promise<Set<string>> {
  const page = await browser.newPage({ viewport: { width: 412, height: 900 } });
  try {
    const scripts = scriptsAfterLoad(page);
    await page.goto(contentUrl, { waitUntil: 'load' });
    scripts.start();
    await page.waitForLoadState('networkidle');
    return new Set((await scripts.sizes()).keys());
  } finally {
    await page.close();
  }
}

export async function measureCalculator(pageUrl: string, contentUrl: string): Promise<CalculatorTiming> {
  const browser = await launchChromium();
  try {
    const siteWide = await siteWideScripts(browser, contentUrl);
    const page = await browser.newPage({ viewport: { width: 412, height: 900 } });
    const scripts = scriptsAfterLoad(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A week by day, so each change goes through pay law's split as well as the taxes.
    await page.goto(`${pageUrl}?state=NY&rate=25&hoursByDay=0,9,9,9,9,9,0`, { waitUntil: 'load' });
    scripts.start();
    await page.getByRole('table').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    let lazyJsGzipBytes = 0;
    let siteWideJsGzipBytes = 0;
    let counted = 0;
    for (const [url, bytes] of await scripts.sizes()) {
      if (siteWide.has(url)) siteWideJsGzipBytes += bytes;
      else {
        lazyJsGzipBytes += bytes;
        counted += 1;
      }
    }

    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      // From the input event to the new total painted in the DOM, timed inside the page.
      const elapsed = await page.evaluate(
        async (hours) => {
          const input = document.querySelector<HTMLInputElement>('input[name="hours-wed"]');
          const total = document.querySelector('table tbody tr:last-child td');
          if (!input || !total) throw new Error('the calculator is not on the page');
          const before = total.textContent;
          const changed = new Promise<number>((resolve, reject) => {
            setTimeout(() => reject(new Error('the result did not change within 5 s')), 5000);
            const observer = new MutationObserver(() => {
              if (total.textContent !== before) {
                observer.disconnect();
                requestAnimationFrame(() => resolve(performance.now()));
              }
            });
            observer.observe(total, { characterData: true, childList: true, subtree: true });
          });
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
          const start = performance.now();
          setter?.call(input, String(hours));
          input.dispatchEvent(new Event('input', { bubbles: true }));
          return (await changed) - start;
        },
        9.25 + i * 0.25,
      ); // every sample a new Wednesday (the page starts at 9 hours), so the total always changes
      samples.push(elapsed);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      lazyJsGzipBytes,
      siteWideJsGzipBytes,
      scripts: counted,
      inputToResultMs: {
        median: median(samples),
        p95: sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN,
        samples: samples.length,
      },
    };
  } finally {
    await browser.close();
  }
}
