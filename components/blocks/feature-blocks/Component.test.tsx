import { describe, expect, it } from 'vitest';
import { makeContext, renderBlock, textOf } from '../test-utils';

const shared = {
  'feature-blocks': {
    payroll: {
      title: 'Payroll on autopilot',
      description: 'Paychecks and withholding every pay period.',
      imageUrl: '/images/payroll.svg',
    },
    filings: {
      title: 'Every filing done',
      description: 'Federal and state returns, filed on time.',
      imageUrl: '/images/filings.svg',
    },
  },
};

describe('FeatureBlocksBlock', () => {
  it('shows each feature as a list item with a title, description and decorative image of fixed size', () => {
    const html = renderBlock(
      { type: 'feature-blocks', heading: 'What we do', intro: 'All of it.', items: ['filings', 'payroll'] },
      makeContext({ shared }),
    );
    expect(html).toMatch(/<h2[^>]*>What we do<\/h2>/);
    expect(html.match(/<li\b/g)).toHaveLength(2);
    expect(textOf(html)).toMatch(/All of it\. .*Every filing done.*Payroll on autopilot/);
    expect(html).toMatch(/<h3[^>]*>Payroll on autopilot<\/h3>/);
    expect(textOf(html)).toContain('Federal and state returns, filed on time.');
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image).toContain('alt=""');
      expect(image).toMatch(/width="\d+"/);
      expect(image).toMatch(/height="\d+"/);
    }
    expect(images[0]).toContain('src="/images/filings.svg"');
  });

  it('renders nothing when no feature resolves', () => {
    expect(renderBlock({ type: 'feature-blocks', heading: 'What we do', items: ['gone'] })).toBe('');
  });
});
