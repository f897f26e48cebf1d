import { describe, expect, it } from 'vitest';
import { NO_SOURCES } from './content-security-policy';
import { pagePolicies } from './page-policy';

const manifest = {
  buildId: 'b1',
  pages: {
    '/': { scriptHashes: ['sha256-HOME'], etag: '"h"' },
    '/caregivers': { scriptHashes: ['sha256-CARE'], etag: '"c"' },
  },
  notFound: { scriptHashes: ['sha256-MISSING'] },
};

describe('pagePolicies', () => {
  const policies = pagePolicies(manifest, NO_SOURCES);

  it("sends each page its own scripts' hashes", () => {
    expect(policies.forPath('/caregivers', false)).toContain("'sha256-CARE'");
    expect(policies.forPath('/caregivers', false)).not.toContain("'sha256-HOME'");
  });

  it("sends any other path the 404 page's hashes", () => {
    expect(policies.forPath('/no-such-page', false)).toContain("'sha256-MISSING'");
    expect(policies.forPath('/constructor', false)).toContain("'sha256-MISSING'");
  });

  it('allows no inline script when the build has no manifest', () => {
    expect(pagePolicies(null, NO_SOURCES).forPath('/', false)).toMatch(/script-src 'self';/);
  });
});
