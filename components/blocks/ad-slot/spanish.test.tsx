import { describe, expect, it } from 'vitest';
import { makeContext, renderBlock, textOf } from '../test-utils';

describe('AdSlotBlock in Spanish', () => {
  it('names the reserved box in Spanish', () => {
    const slot = { id: 'top', adUnitPath: '/1234/homepay/es', sizes: [[300, 250]], audience: 'everyone' as const };
    const html = renderBlock(
      { type: 'ad-slot', slot: 'top' },
      makeContext({
        page: { adSlots: [slot] },
        site: { adServer: { scriptUrl: 'https://ads.example.net/lib.js', networkCode: '1' } },
        locale: 'es-US',
      }),
    );
    expect(html).toContain('aria-label="Publicidad"');
    expect(textOf(html)).toBe('Publicidad');
  });
});
