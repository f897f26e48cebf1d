import { describe, expect, it } from 'vitest';
import { makeContext, renderBlock, textOf } from '../test-utils';

const buttonOf = (html: string) => textOf(/<button\b[^>]*>[\s\S]*?<\/button>/.exec(html)?.[0] ?? '');

describe('ExpandableTextBlock in Spanish', () => {
  it('labels its button in Spanish unless the block gives its own words', () => {
    const paragraphs = ['Los empleadores domésticos pagan **Seguro Social y Medicare**.'];
    const spanish = makeContext({ locale: 'es-US' });
    expect(buttonOf(renderBlock({ type: 'expandable-text', paragraphs }, spanish))).toBe('Leer más');
    expect(buttonOf(renderBlock({ type: 'expandable-text', paragraphs, moreLabel: 'Seguir leyendo' }, spanish))).toBe(
      'Seguir leyendo',
    );
  });
});
