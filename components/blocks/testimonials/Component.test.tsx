import { describe, expect, it } from 'vitest';
import { makeContext, renderBlock, textOf } from '../test-utils';

const shared = {
  testimonials: {
    'maria-austin': {
      id: 'maria-austin',
      author: 'Maria',
      location: 'Austin, TX',
      comment: 'They handled everything, even the state registration.',
      audience: 'families' as const,
    },
    'sam-denver': {
      id: 'sam-denver',
      author: 'Sam',
      location: 'Denver, CO',
      comment: 'Worth it for the peace of mind alone.',
      audience: 'families' as const,
    },
  },
};

describe('TestimonialsBlock', () => {
  it('shows each testimonial as a quote with its author and town, in the configured order', () => {
    const html = renderBlock(
      { type: 'testimonials', heading: 'Families trust us', items: ['sam-denver', 'maria-austin'] },
      makeContext({ shared }),
    );
    expect(html).toMatch(/<h2[^>]*>Families trust us<\/h2>/);
    expect(html.match(/<blockquote\b/g)).toHaveLength(2);
    expect(textOf(html)).toMatch(/Worth it for the peace of mind alone\. Sam, Denver, CO .*Maria, Austin, TX/);
  });

  it('renders nothing when no testimonial resolves', () => {
    expect(renderBlock({ type: 'testimonials', heading: 'Families trust us', items: ['gone'] })).toBe('');
  });
});
