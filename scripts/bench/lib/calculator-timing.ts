/**
 * The calculator as a visitor on a slow phone meets it, in Chromium with the
 * CPU slowed 4× (Chrome DevTools' "mid-tier mobile"): the JavaScript fetched
 * after the page has loaded (the calculator's chunk and data), and the time
 * from typing a new rate to the result on screen.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median } from './stats';

const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SAMPLES = 25;

export interface CalculatorTiming {
  lazyJsGzipBytes: number;
  inputToResultMs: { median: number; p95: number; samples: number };
}

export async function measureCalculator(pageUrl: string): Promise<CalculatorTiming> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 900 } });
    let loaded = false;
    const lazy: Promise<number>[] = [];
    page.on('response', (response) => {
      if (loaded && response.url().endsWith('.js'))
        lazy.push(
          response.body().then(
            (body) => gzipSync(body, { level: 9 }).length,
            () => 0,
          ),
        );
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${pageUrl}?state=NY&rate=25&regularHours=40`, { waitUntil: 'load' });
    loaded = true;
    await page.getByRole('table').waitFor({ timeout: 30_000 });
    const lazyJsGzipBytes = (await Promise.all(lazy)).reduce((sum, bytes) => sum + bytes, 0);

    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      // From the input event to the new total painted in the DOM, timed inside the page.
      const elapsed = await page.evaluate(async (rate) => {
        const input = document.querySelector<HTMLInputElement>('input[name="rate"]');
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
        setter?.call(input, String(rate));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        return (await changed) - start;
      }, 26 + i); // every sample a new rate (the page starts at 25), so the total always changes
      samples.push(elapsed);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return { lazyJsGzipBytes, inputToResultMs: { median: median(samples), p95: sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN, samples: samples.length } };
  } finally {
    await browser.close();
  }
}
