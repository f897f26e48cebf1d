import { beforeEach, describe, expect, it } from 'vitest';
import { addBreadcrumb, BREADCRUMB_LIMIT, breadcrumbs, resetBreadcrumbsForTests } from './breadcrumbs';

describe('breadcrumbs', () => {
  beforeEach(() => resetBreadcrumbsForTests());

  it(`keeps the last ${BREADCRUMB_LIMIT}, oldest first`, () => {
    for (let i = 0; i < BREADCRUMB_LIMIT + 20; i += 1)
      addBreadcrumb('graphql', `query ${i}`, undefined, new Date(Date.UTC(2026, 0, 1, 0, 0, i)));
    const crumbs = breadcrumbs();
    expect(crumbs).toHaveLength(BREADCRUMB_LIMIT);
    expect(crumbs[0]?.message).toBe('query 20');
    expect(crumbs.at(-1)).toEqual({
      at: '2026-01-01T00:01:59.000Z',
      category: 'graphql',
      message: `query ${BREADCRUMB_LIMIT + 19}`,
    });
  });

  it('shortens long messages so a report stays small', () => {
    addBreadcrumb('log', 'x'.repeat(1000), { level: 'info' });
    expect(breadcrumbs()[0]?.message).toHaveLength(200);
  });
});
