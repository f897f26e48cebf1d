import { describe, expect, it } from 'vitest';
import { anchorsIn, renderBlock, textOf } from '../test-utils';

describe('StateGuideIndexBlock', () => {
  const html = renderBlock({
    type: 'state-guide-index',
    heading: 'Guides for every state and DC',
    guidePathPrefix: '/nanny-taxes/',
  });

  it('links every state and DC to its guide, in alphabetical order', () => {
    const links = anchorsIn(html);
    expect(links).toHaveLength(51);
    expect(links[0]).toMatchObject({ href: '/nanny-taxes/alabama', text: 'Alabama' });
    expect(links.find((link) => link.text === 'District of Columbia')?.href).toBe('/nanny-taxes/district-of-columbia');
    expect(links.at(-1)).toMatchObject({ href: '/nanny-taxes/wyoming', text: 'Wyoming' });
  });

  it('says what sets each state apart', () => {
    const text = textOf(html);
    expect(text).toMatch(/Texas No income tax on wages/);
    expect(text).toMatch(/New York Income tax withheld only by agreement · New York Paid Family Leave/);
  });

  it('names a program both you and your caregiver pay into once, in every state', () => {
    const cards = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, card = '']) => textOf(card));
    expect(cards.length).toBe(51);
    for (const card of cards) {
      const traits = card.split(' · ');
      expect(new Set(traits).size, card).toBe(traits.length);
    }
    expect(cards.find((card) => card.startsWith('Minnesota'))).toMatch(/· Minnesota Paid Leave$/);
    expect(cards.find((card) => card.startsWith('New Jersey'))).toContain('New Jersey temporary disability insurance');
  });
});
