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
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  // Measured on the first toast still on screen: one that auto-hides (5 s) while a busy machine is between two steps
  // has no box left to measure.
  await expect
    .poll(async () => {
      const box = await toasts.first().boundingBox();
      return (
        box && {
          nearTop: box.y < 100,
          centred: Math.abs(box.x + box.width / 2 - viewport.width / 2) < 2,
          width: box.width,
          tallEnough: box.height >= 64,
        }
      );
    })
    .toEqual({ nearTop: true, centred: true, width: Math.min(456, viewport.width - 32), tallEnough: true });
  // Auto-hide after 5 s: the queue drains on its own.
  await expect(toasts).toHaveCount(0, { timeout: 20_000 });
});
