import { describe, expect, it } from 'vitest';
import { makeContext, renderBlock, textOf } from '../test-utils';

const shared = {
  'impression-quotes': {
    dana: {
      id: 'dana',
      author: 'Dana, Portland',
      body: 'I stopped dreading tax season.',
      impression: 'Tax season without the dread',
      audience: 'families' as const,
    },
  },
};

describe('ImpressionQuotesBlock', () => {
  it('shows the impression above a blockquote with its author', () => {
    const html = renderBlock(
      { type: 'impression-quotes', heading: 'What families say', items: ['dana'] },
      makeContext({ shared }),
    );
    expect(html).toMatch(/<h2[^>]*>What families say<\/h2>/);
    expect(html).toMatch(
      /<h3[^>]*>Tax season without the dread<\/h3>[\s\S]*<blockquote[^>]*>[\s\S]*I stopped dreading tax season\.[\s\S]*<\/blockquote>/,
    );
    expect(html).toMatch(/<figcaption[^>]*>Dana, Portland<\/figcaption>/);
    expect(textOf(html)).toBe(
      'What families say Tax season without the dread I stopped dreading tax season. Dana, Portland',
    );
  });
});
