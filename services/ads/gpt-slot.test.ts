import { describe, expect, it } from 'vitest';
import {
  requestAdSlot,
  slotSentData,
  type AdSlotRequest,
  type GoogleTag,
  type GptSlot,
  type SlotRenderEnded,
} from './gpt-slot';

const request: AdSlotRequest = {
  id: 'home-top',
  elementId: 'hp-ad-home-top',
  adUnitPath: '/21900001/homepay/home',
  sizes: [
    [300, 250],
    [728, 90],
  ],
};

describe('Slot Sent', () => {
  it('is recorded for a filled slot with its size, and not for an empty answer', () => {
    expect(slotSentData(request, { isEmpty: false, size: [728, 90] })).toEqual({
      slot: 'home-top',
      ad_unit_path: '/21900001/homepay/home',
      size: '728x90',
    });
    expect(slotSentData(request, { isEmpty: true, size: null })).toBeNull();
  });

  it('defines and displays the slot through the ad library queue, and reports only its own slot filled', async () => {
    const listeners: Array<(event: SlotRenderEnded) => void> = [];
    const defined: string[] = [];
    const ownSlot: GptSlot = { addService: () => ownSlot };
    const otherSlot: GptSlot = { addService: () => otherSlot };
    const tag: GoogleTag = {
      cmd: [],
      defineSlot: (path, _sizes, elementId) => {
        defined.push(`${path} ${elementId}`);
        return ownSlot;
      },
      pubads: () => ({ addEventListener: (_type, listener) => void listeners.push(listener) }),
      enableServices: () => undefined,
      display: (elementId) => defined.push(`display ${elementId}`),
    };
    const win = { googletag: tag };
    const script = { addEventListener: () => undefined, async: false, src: '' };
    const doc = { createElement: () => script, head: { appendChild: () => undefined } };
    Object.defineProperty(globalThis, 'document', { configurable: true, value: doc });
    const filled: Array<Record<string, string>> = [];
    void requestAdSlot(win, 'https://ads.example.net/gpt.js', request, (data) => filled.push(data));
    for (const command of tag.cmd as Array<() => void>) command();
    expect(defined).toEqual(['/21900001/homepay/home hp-ad-home-top', 'display hp-ad-home-top']);
    expect(script.src).toBe('https://ads.example.net/gpt.js');
    for (const listener of listeners) listener({ slot: otherSlot, isEmpty: false, size: [300, 250] });
    for (const listener of listeners) listener({ slot: ownSlot, isEmpty: false, size: [300, 250] });
    expect(filled).toEqual([{ slot: 'home-top', ad_unit_path: '/21900001/homepay/home', size: '300x250' }]);
    Reflect.deleteProperty(globalThis, 'document');
  });
});
