import { describe, expect, it } from 'vitest';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';

const review = (id: string, rating: number) => ({
  id,
  name: `Familia ${id}`,
  rating,
  comment: `Comentario de ${id}.`,
  audience: 'families' as const,
  tags: ['nanny' as const],
});

const shared = { reviews: { a: review('a', 5), b: review('b', 4), c: review('c', 4.5) } };
const labels = (html: string) => [...html.matchAll(/role="img" aria-label="([^"]+)"/g)].map(([, label]) => label);

describe('ReviewsBlock in Spanish', () => {
  it('sums up the reviews it lists in Spanish, and labels every set of stars in Spanish', () => {
    const html = renderBlock(
      { type: 'reviews', heading: 'Reseñas', items: ['a', 'b', 'c'] },
      makeContext({ shared, locale: 'es-US' }),
    );
    expect(textOf(html)).toContain('4.5 promedio de las 3 reseñas de abajo');
    expect(labels(html)).toEqual([
      'Calificación: 4.5 de 5',
      'Calificación: 5.0 de 5',
      'Calificación: 4.0 de 5',
      'Calificación: 4.5 de 5',
    ]);
    expect(anchorsIn(html)[0]?.href).toBe('#reviews-list');
  });
});
