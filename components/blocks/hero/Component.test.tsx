import { describe, expect, it } from 'vitest';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';

describe('HeroBlock', () => {
  it("renders the page's single h1 with its lead and both actions", () => {
    const html = renderBlock({
      type: 'hero',
      eyebrow: 'Household payroll',
      heading: 'Nanny taxes, handled',
      lead: 'Payroll, filings and answers.',
      primaryAction: { label: 'See pricing', href: '/product-and-pricing' },
      secondaryAction: { label: 'Estimate your taxes', href: '/nanny-tax-calculator' },
    });
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(textOf(html)).toBe(
      'Household payroll Nanny taxes, handled Payroll, filings and answers. See pricing Estimate your taxes',
    );
    expect(anchorsIn(html).map((anchor) => anchor.href)).toEqual(['/product-and-pricing', '/nanny-tax-calculator']);
  });

  it('renders no action links when none are configured', () => {
    const html = renderBlock({ type: 'hero', heading: 'Nanny taxes, handled', lead: 'Payroll, filings and answers.' });
    expect(anchorsIn(html)).toEqual([]);
  });
});

describe('HeroBlock art', () => {
  it('shows the configured art with its alt text and size, lazily so narrow screens that hide it never fetch it', () => {
    const html = renderBlock({
      type: 'hero',
      heading: 'Nanny taxes, handled',
      lead: 'Payroll, filings and answers.',
      image: { src: '/images/illustrations/hero-home.svg', alt: '' },
    });
    expect(html).toMatch(
      /<img [^>]*src="\/images\/illustrations\/hero-home\.svg"[^>]*alt=""[^>]*width="560"[^>]*height="440"[^>]*loading="lazy"/,
    );
  });

  it('has no image without art', () => {
    expect(renderBlock({ type: 'hero', heading: 'H', lead: 'L' })).not.toContain('<img');
  });
});

describe('HeroBlock actions switched by a flag', () => {
  const block = {
    type: 'hero' as const,
    heading: 'Refer a family',
    lead: 'You both save.',
    primaryAction: { label: 'Get your referral link', href: '/app/hp-enrollment/landing', flag: 'referrals' },
    secondaryAction: { label: 'How it works', href: '#how' },
  };

  it('shows the flagged action while its flag is on, and hides only it when off', () => {
    expect(anchorsIn(renderBlock(block, makeContext({ flags: { referrals: true } }))).map((a) => a.text)).toEqual([
      'Get your referral link',
      'How it works',
    ]);
    expect(anchorsIn(renderBlock(block, makeContext({ flags: { referrals: false } }))).map((a) => a.text)).toEqual([
      'How it works',
    ]);
  });
});
