import { describe, expect, it } from 'vitest';
import { makeContext, renderBlock, renderHtml, textOf } from '../test-utils';
import { reservedAdBox, sizeList } from './ad-size';
import { ReservedAdBox, type AdSlotShape } from './ReservedAdBox';

const slot: AdSlotShape = {
  id: 'home-top',
  adUnitPath: '/1234/homepay/home',
  sizes: [
    [300, 250],
    [728, 90],
    [320, 50],
  ],
  audience: 'non-members',
};

describe('ReservedAdBox', () => {
  it('reserves room for every size of its slot in an empty, labelled container', () => {
    const html = renderHtml(<ReservedAdBox slot={slot} locale="en-US" />);
    expect(html).toContain('aria-label="Advertisement"');
    expect(textOf(html)).toBe('Advertisement');
    expect(html).toContain('data-ad-slot="home-top"');
    expect(html).toContain('data-audience="non-members"');
    expect(html).toContain('data-ad-sizes="300x250,728x90,320x50"');
    expect(html).toMatch(/max-width:\s*728px/);
    expect(html).toMatch(/[^-]height:\s*250px/);
  });
});

describe('AdSlotBlock', () => {
  const withSlot = { adSlots: [slot] };
  const adServer = { scriptUrl: 'https://ads.example.net/lib.js', networkCode: '21900001' };

  it('renders and reserves nothing when no ad server is configured', () => {
    expect(renderBlock({ type: 'ad-slot', slot: 'home-top' }, makeContext({ page: withSlot }))).toBe('');
  });

  it("reserves the slot's size once an ad server is configured", () => {
    const html = renderBlock(
      { type: 'ad-slot', slot: 'home-top' },
      makeContext({ page: withSlot, site: { adServer } }),
    );
    expect(html).toContain('data-ad-slot="home-top"');
    expect(html).toMatch(/[^-]height:\s*250px/);
  });

  it('renders nothing for a slot the page does not define', () => {
    expect(renderBlock({ type: 'ad-slot', slot: 'missing' })).toBe('');
  });

  it('renders nothing for a slot without a usable size', () => {
    const context = makeContext({
      page: { adSlots: [{ id: 'empty', adUnitPath: '/1234/homepay/home', sizes: [[]], audience: 'everyone' }] },
    });
    expect(renderBlock({ type: 'ad-slot', slot: 'empty' }, context)).toBe('');
  });
});

describe('reservedAdBox', () => {
  it('takes the widest width and the tallest height, so any served size fits', () => {
    expect(
      reservedAdBox([
        [320, 50],
        [300, 250],
        [728, 90],
      ]),
    ).toEqual({ width: 728, height: 250 });
  });

  it('is undefined without sizes, and lists sizes the way ad libraries take them', () => {
    expect(reservedAdBox([])).toBeUndefined();
    expect(
      sizeList([
        [320, 50],
        [300, 250],
      ]),
    ).toBe('320x50,300x250');
  });
});
