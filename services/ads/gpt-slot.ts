/**
 * Fills a reserved ad box through the ad library's Google Publisher Tag
 * interface (`googletag.cmd`, `defineSlot`, `display`, `slotRenderEnded`), the
 * interface ad servers' scripts expose. The script loads only when a slot
 * comes near the viewport; `Slot Sent` is recorded when a slot is filled
 * (an empty answer records nothing).
 */
export interface AdSlotRequest {
  id: string;
  elementId: string;
  adUnitPath: string;
  sizes: Array<[number, number]>;
}

export interface GptSlot {
  addService(service: GptPubAds): GptSlot;
}
export interface SlotRenderEnded {
  slot: GptSlot;
  isEmpty: boolean;
  size: number[] | string | null;
}
interface GptPubAds {
  addEventListener(type: 'slotRenderEnded', listener: (event: SlotRenderEnded) => void): void;
}
export interface GoogleTag {
  cmd: Array<() => void> | { push(command: () => void): void };
  defineSlot(adUnitPath: string, sizes: Array<[number, number]>, elementId: string): GptSlot | null;
  pubads(): GptPubAds;
  enableServices(): void;
  display(elementId: string): void;
}

type LoadingGoogleTag = Partial<GoogleTag> & Pick<GoogleTag, 'cmd'>;

declare global {
  interface Window {
    /** The ad library's command queue, then the library itself once its script has run. */
    googletag?: LoadingGoogleTag;
  }
}

/** The window as far as the ad library is concerned. */
export interface WithGoogleTag {
  googletag?: LoadingGoogleTag;
}

let scriptLoading: Promise<void> | undefined;

function loadScript(scriptUrl: string): Promise<void> {
  scriptLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`ad library failed to load: ${scriptUrl}`)), {
      once: true,
    });
    document.head.appendChild(script);
  });
  return scriptLoading;
}

/** What Slot Sent carries for a filled slot, or null when the ad server had nothing. */
export function slotSentData(
  request: AdSlotRequest,
  event: Pick<SlotRenderEnded, 'isEmpty' | 'size'>,
): Record<string, string> | null {
  if (event.isEmpty) return null;
  const size = Array.isArray(event.size) ? event.size.join('x') : (event.size ?? '');
  return { slot: request.id, ad_unit_path: request.adUnitPath, size };
}

export function requestAdSlot(
  win: WithGoogleTag,
  scriptUrl: string,
  request: AdSlotRequest,
  onFilled: (data: Record<string, string>) => void,
): Promise<void> {
  win.googletag ??= { cmd: [] };
  const tag = win.googletag;
  tag.cmd.push(() => {
    const { defineSlot, pubads, enableServices, display } = tag;
    if (!defineSlot || !pubads || !enableServices || !display) return;
    const slot = defineSlot.call(tag, request.adUnitPath, request.sizes, request.elementId);
    if (!slot) return;
    const ads = pubads.call(tag);
    slot.addService(ads);
    ads.addEventListener('slotRenderEnded', (event) => {
      if (event.slot !== slot) return;
      const data = slotSentData(request, event);
      if (data) onFilled(data);
    });
    enableServices.call(tag);
    display.call(tag, request.elementId);
  });
  return loadScript(scriptUrl);
}
