/**
 * The site's own pages, as marketers wrote them: every review summary is the mean and count of exactly the
 * reviews it links to, and each audience's page lists only its own audience's reviews.
 */
import { DEFAULT_LOCALE } from '@/engine/locale';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/components/blocks/registry';
import { nodeFileSystem } from '@/engine/node-file-system';
import { renderBlocks } from '@/engine/render';
import { loadConfiguredSite } from '@/services/config/load-configured-site';
import { averageRating, formatRating } from '../rating';
import { textOf } from '../test-utils';

const loaded = await loadConfiguredSite(join(process.cwd(), 'pages-config'), nodeFileSystem());
if (!loaded.ok) throw new Error('pages-config is invalid: run npm run validate');
const model = loaded.value;
const reviews = model.shared.all('reviews');

function render(route: string): string {
  const page = model.pages.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`no page ${route}`);
  const context = {
    site: model.site,
    page,
    shared: model.shared,
    flags: model.site.featureFlags,
    locale: DEFAULT_LOCALE,
  };
  const reports: string[] = [];
  const html = renderToStaticMarkup(
    <>
      {renderBlocks(page.blocks, blockRegistry, context, {
        mode: 'production',
        report: (problem) => reports.push(problem),
      })}
    </>,
  );
  expect(reports).toEqual([]);
  return html;
}

/** Each review summary on the page, with the reviews in the list its link points to. */
function summaries(html: string) {
  return [...html.matchAll(/<a href="#([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)].flatMap(([, target = '', inner = '']) => {
    const shown = /aria-hidden="true">([0-9.]+)<\/span>/.exec(inner)?.[1];
    const count = /^average of the (\d+) reviews below$/.exec(textOf(inner).replace(/^[0-9.]+ /, ''))?.[1];
    if (shown === undefined || count === undefined) return [];
    // What a screen reader hears is the figure everyone sees.
    expect(inner).toContain(`aria-label="Rated ${shown} out of 5"`);
    const list = new RegExp(`<ul id="${target}"[^>]*>([\\s\\S]*?)</ul>`).exec(html)?.[1] ?? '';
    const names = [...list.matchAll(/<li\b[\s\S]*?<\/li>/g)].map(([item]) => textOf(item));
    const listed = reviews.filter((review) => names.some((text) => text.endsWith(review.name)));
    expect(listed, `every review under #${target} is one of ours`).toHaveLength(names.length);
    return [{ shown, count: Number(count), listed }];
  });
}

const pagesWithReviews = model.pages.filter((page) => page.blocks.some((block) => block.type === 'reviews'));

describe('review summaries on the site', () => {
  it.each(pagesWithReviews.map((page) => page.route))('%s: each summary is the mean and count of its list', (route) => {
    const found = summaries(render(route));
    expect(found.length).toBeGreaterThan(0);
    for (const { shown, count, listed } of found) {
      expect(count).toBe(listed.length);
      const mean = averageRating(listed.map((review) => review.rating));
      expect(mean).toBeDefined();
      expect(shown).toBe(formatRating(mean ?? 0));
    }
  });

  it.each(pagesWithReviews.map((page) => page.route))('%s: no other rating figure stands on the page', (route) => {
    const html = render(route);
    const inReviewBlocks = html.match(/role="img" aria-label="Rated/g)?.length ?? 0;
    const perReview = summaries(html).reduce((total, { count }) => total + count + 1, 0);
    expect(inReviewBlocks).toBe(perReview);
  });

  const audiencePages: Array<[string, string, string | undefined]> = [
    ['/caregivers', 'caregivers', undefined],
    ['/senior-care', 'families', 'senior-care'],
    ['/partners', 'professionals', undefined],
  ];
  it.each(audiencePages)('%s shows only reviews by its own readers (%s, %s)', (route, audience, tag) => {
    const listed = summaries(render(route)).flatMap((summary) => summary.listed);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    for (const review of listed) {
      expect(review.audience, review.name).toBe(audience);
      if (tag === 'senior-care') expect(review.tags, review.name).toContain(tag);
    }
  });
});
