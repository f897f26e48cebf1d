import { describe, expect, it } from 'vitest';
import { jurisdictions } from '@/services/config/collections';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';

describe('StateGuideIndexBlock in Spanish', () => {
  const html = renderBlock(
    { type: 'state-guide-index', heading: 'Guías para cada estado y DC', guidePathPrefix: '/nanny-taxes/' },
    makeContext({
      locale: 'es-US',
      twins: Object.fromEntries(
        jurisdictions().map(({ slug }) => [`/nanny-taxes/${slug}`, `/es/impuestos-por-estado/${slug}`]),
      ),
    }),
  );
  const cards = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, card = '']) => textOf(card));

  it('links every guide to its Spanish page', () => {
    const links = anchorsIn(html);
    expect(links).toHaveLength(51);
    expect(links.find((link) => link.text === 'Texas')?.href).toBe('/es/impuestos-por-estado/texas');
    expect(links.every((link) => link.href.startsWith('/es/impuestos-por-estado/'))).toBe(true);
  });

  it('says what sets each state apart in Spanish', () => {
    expect(cards.find((card) => card.startsWith('Texas'))).toBe('Texas Sin impuesto sobre el ingreso en los salarios');
    expect(cards.find((card) => card.startsWith('Alabama'))).toBe(
      'Alabama Retención del impuesto sobre el ingreso solo por acuerdo',
    );
    expect(textOf(html)).not.toMatch(/income tax|withheld/i);
  });

  it('names a program both sides pay into once, without the side, in Spanish too', () => {
    expect(cards.length).toBe(51);
    for (const card of cards) {
      const traits = card.split(' · ');
      expect(new Set(traits).size, card).toBe(traits.length);
      expect(card, card).not.toMatch(/\((empleado|empleador|employee|employer)\)/);
    }
    expect(cards.find((card) => card.startsWith('Minnesota'))).toMatch(/ · Minnesota Paid Leave$/);
  });
});
