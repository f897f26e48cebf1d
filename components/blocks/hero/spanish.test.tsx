import { describe, expect, it } from 'vitest';
import { makeContext, renderBlock } from '../test-utils';

describe('HeroBlock in Spanish', () => {
  it('names its breadcrumb trail in Spanish', () => {
    const html = renderBlock(
      {
        type: 'hero',
        heading: 'Impuestos de niñeras en Ohio',
        lead: 'Lo que debe una familia en Ohio.',
        breadcrumb: [{ label: 'Impuestos por estado', href: '/es/impuestos-de-ninera' }],
      },
      makeContext({ locale: 'es-US' }),
    );
    expect(html).toMatch(/<nav aria-label="Ruta de navegación"[^>]*><ol><li><a href="\/es\/impuestos-de-ninera">/);
  });
});
