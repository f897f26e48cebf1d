/** What a phone shows: nothing may be wider than the screen. */
import type { Page } from '@playwright/test';

/**
 * Elements sticking out past either edge of the viewport (visible ones, each named for the message); empty when the
 * page fits. Runs in the page, self-contained, so any driver can send it: Playwright here, Puppeteer and WebdriverIO in
 * the other engines' smoke tests (tests/e2e/engines/).
 */
export function overflowingInPage(): string[] {
  const width = document.documentElement.clientWidth;
  const out: string[] = [];
  if (document.documentElement.scrollWidth > width)
    out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide on a ${width} px screen`);
  for (const element of Array.from(document.querySelectorAll('body *'))) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right <= width + 1 && box.left >= -1) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || element.closest('[hidden], [aria-hidden="true"], .visually-hidden')) continue;
    // Report the innermost element that sticks out, not every ancestor of it.
    const child = Array.from(element.children).some((inner) => {
      const innerBox = inner.getBoundingClientRect();
      return innerBox.width > 0 && (innerBox.right > width + 1 || innerBox.left < -1);
    });
    if (!child)
      out.push(
        `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}" spans ${Math.round(box.left)} to ${Math.round(box.right)} px`,
      );
  }
  return out.slice(0, 10);
}

/** What overflowingInPage finds in a Playwright page. */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(overflowingInPage);
}

/** Links, buttons and labels inside `selector` whose words break over more than one line (each named for the message). */
export async function brokenLabels(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((root) => {
    const out: string[] = [];
    for (const element of Array.from(document.querySelectorAll(`${root} a, ${root} button, ${root} span`))) {
      if (element.getBoundingClientRect().height === 0 || element.closest('[hidden]')) continue;
      const range = document.createRange();
      range.selectNodeContents(element);
      // One line box gives fragments that share a top; a second line starts lower down.
      const tops = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      if (tops.size > 1) out.push(`"${(element.textContent ?? '').trim()}" takes ${tops.size} lines`);
    }
    return out;
  }, selector);
}
