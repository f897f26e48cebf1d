import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PageSignals, whenEngagedOrSettled } from './load-runtime';

class FakePage extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  idleCalls = 0;
  show(state: DocumentVisibilityState) {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
  signals(): PageSignals {
    return {
      interactions: this,
      visibility: this,
      now: () => Date.now(),
      idle: (run) => {
        this.idleCalls += 1;
        const timer = setTimeout(run, 50);
        return () => clearTimeout(timer);
      },
    };
  }
}

describe('whenEngagedOrSettled', () => {
  let page: FakePage;
  let start: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    vi.useFakeTimers();
    page = new FakePage();
    start = vi.fn<() => void>();
  });
  afterEach(() => vi.useRealTimers());

  it('waits while the visitor only looks, then loads once the page has been on screen and the browser is idle', () => {
    whenEngagedOrSettled(start, 3000, page.signals());
    vi.advanceTimersByTime(2999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(page.idleCalls).toBe(1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'scroll'])(
    'loads at once on the first %s, and only once',
    (type) => {
      whenEngagedOrSettled(start, 3000, page.signals());
      vi.advanceTimersByTime(100);
      page.dispatchEvent(new Event(type));
      page.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(10_000);
      expect(start).toHaveBeenCalledTimes(1);
    },
  );

  it('waits on a press on a link or button, which usually leaves the page, but not on the page itself', () => {
    whenEngagedOrSettled(start, 3000, page.signals());
    const onLink = { closest: (selector: string) => (selector.includes('a[href]') ? {} : null) };
    const press = (target: object) => {
      const event = new Event('pointerdown');
      Object.defineProperty(event, 'target', { value: target });
      page.dispatchEvent(event);
    };
    press(onLink);
    expect(start).not.toHaveBeenCalled();
    press({ closest: () => null });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('counts only the time the page is visible: a background tab downloads nothing', () => {
    page.visibilityState = 'hidden';
    whenEngagedOrSettled(start, 3000, page.signals());
    vi.advanceTimersByTime(60_000);
    expect(start).not.toHaveBeenCalled();
    page.show('visible');
    vi.advanceTimersByTime(2000);
    page.show('hidden');
    vi.advanceTimersByTime(60_000);
    expect(start).not.toHaveBeenCalled();
    page.show('visible');
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 50);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does nothing after it is cancelled (the page left)', () => {
    const cancel = whenEngagedOrSettled(start, 3000, page.signals());
    cancel();
    page.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(start).not.toHaveBeenCalled();
  });
});
