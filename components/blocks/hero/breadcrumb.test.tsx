import { describe, expect, it } from 'vitest';
import { anchorsIn, makeContext, renderBlock } from '../test-utils';

describe('the hero’s breadcrumb', () => {
  const html = renderBlock(
    {
      type: 'hero',
      heading: 'Nanny taxes in Ohio',
      lead: 'What a family in Ohio owes.',
      breadcrumb: [{ label: 'Nanny taxes by state', href: '/nanny-taxes' }],
    },
    makeContext({ page: { canonicalPath: '/nanny-taxes/ohio' } }),
  );

  it('leads back up the trail, the current page last and not a link', () => {
    expect(html).toMatch(
      /<nav aria-label="Breadcrumb"[^>]*><ol><li><a href="\/nanny-taxes">Nanny taxes by state<\/a><\/li><li aria-current="page">Nanny taxes in Ohio<\/li><\/ol><\/nav>/,
    );
    expect(anchorsIn(html).map((anchor) => anchor.href)).toEqual(['/nanny-taxes']);
  });

  it('gives search engines the same trail as a BreadcrumbList on the canonical host', () => {
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '{}')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Nanny taxes by state', item: 'http://localhost:3000/nanny-taxes' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Nanny taxes in Ohio',
          item: 'http://localhost:3000/nanny-taxes/ohio',
        },
      ],
    });
  });

  it('keeps a "<" in a heading from closing the data script', () => {
    const tricky = renderBlock(
      {
        type: 'hero',
        heading: 'A </script><script>alert(1)</script>',
        lead: 'x',
        breadcrumb: [{ label: 'Up', href: '/' }],
      },
      makeContext(),
    );
    expect(tricky).not.toContain('<script>alert(1)');
  });
});
