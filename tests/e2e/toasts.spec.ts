import { expect, test } from './fixtures';

test('an unexpected script error shows the generic error toast, at most three at a time, top center, 456 px wide', async ({
  page,
}) => {
  await page.goto('/caregivers');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    for (let i = 0; i < 4; i += 1) setTimeout(() => void Promise.reject(new Error(`failure ${i}`)), 0);
  });
  const toasts = page.locator('.notistack-MuiContent');
  await expect(toasts.first()).toContainText('Error. Oops, something went wrong. Please try again later.');
  await expect(toasts).toHaveCount(3);
  const box = await toasts.first().boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  expect(box.y).toBeLessThan(100);
  expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
  expect(box.width).toBe(Math.min(456, viewport.width - 32));
  expect(box.height).toBeGreaterThanOrEqual(64);
  // Auto-hide after 5 s: the queue drains on its own.
  await expect(toasts).toHaveCount(0, { timeout: 20_000 });
});
