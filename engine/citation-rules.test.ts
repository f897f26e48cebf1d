/** What the validator refuses about a guide's sources and texts: what a visitor reads is the authority's own word. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadSiteModel } from './load-site';
import { formatProblem } from './result';
import { json, memoryFileSystem, page, validSite } from './testing/memory-fs';

const texas = JSON.parse(readFileSync('pages-config/shared/state-guides/texas.json', 'utf8')) as {
  registration: { newHire: { text: string; source: Record<string, unknown> } };
};

async function problemsOf(change: (guide: typeof texas) => void): Promise<string[]> {
  const guide = structuredClone(texas);
  change(guide);
  const result = await loadSiteModel(
    'cfg',
    memoryFileSystem({
      'cfg/site.json': json(validSite),
      'cfg/pages/index.json': json(page('/')),
      'cfg/shared/state-guides/texas.json': json(guide),
    }),
  );
  return result.ok ? [] : result.errors.map(formatProblem);
}

const trail = {
  title: 'Texas Workforce Commission new-hire page, as a payroll blog summarises it',
  url: 'https://blog.example-payroll.com/texas-new-hire',
  checked: '2026-11-25',
  kind: 'secondary',
  reason: 'The agency page would not load; a payroll blog was read instead.',
};
const cite = {
  authority: 'Office of the Attorney General of Texas',
  title: 'Employer New Hire Reporting',
  url: 'https://www.texasattorneygeneral.gov/child-support/employer-new-hire-reporting',
};

describe('citation rules for state guides', () => {
  it('accepts the shipped guide, and a secondary source that cites the authority', async () => {
    expect(await problemsOf(() => undefined)).toEqual([]);
    expect(await problemsOf((g) => (g.registration.newHire.source = { ...trail, cite }))).toEqual([]);
  });

  it('refuses a secondary source with no citation of the authority, naming file, line and column', async () => {
    const problems = await problemsOf((g) => (g.registration.newHire.source = trail));
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^cfg\/shared\/state-guides\/texas\.json:\d+:\d+ \/registration\/newHire\/source missing required property "cite"/,
      ),
    );
  });

  it("refuses a citation on a host that is not the authority's", async () => {
    const problems = await problemsOf(
      (g) =>
        (g.registration.newHire.source = {
          ...trail,
          cite: { ...cite, url: 'https://www.planobusinesslawyers.com/x' },
        }),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/\/registration\/newHire\/source\/cite\/url .* is not the authority's own address/),
    );
  });

  it('refuses a citation title that tells how the fact was read', async () => {
    for (const title of [
      'Employer New Hire Reporting (stored copy)',
      'DE 8829, copy on docplayer.net',
      'Pub 15, as reported by Bloomberg Tax',
    ]) {
      const problems = await problemsOf(
        (g) => (g.registration.newHire.source = { ...trail, cite: { ...cite, title } }),
      );
      expect(problems, title).toContainEqual(
        expect.stringMatching(/\/registration\/newHire\/source\/cite\/title is not an official title/),
      );
    }
  });

  it('refuses a primary source standing for itself when its title narrates or its host is not official', async () => {
    const primary = { title: 'Employer New Hire Reporting', url: cite.url, checked: '2026-11-25', kind: 'primary' };
    expect(await problemsOf((g) => (g.registration.newHire.source = primary))).toEqual([]);
    const narrated = await problemsOf(
      (g) =>
        (g.registration.newHire.source = {
          ...primary,
          title: 'New hire rules (Texas Legislative Reference Library copy)',
        }),
    );
    expect(narrated).toContainEqual(
      expect.stringMatching(/\/registration\/newHire\/source\/title is not an official title/),
    );
    const offHost = await problemsOf(
      (g) => (g.registration.newHire.source = { ...primary, url: 'https://ses.stf.com/bookmarks/tx.htm' }),
    );
    expect(offHost).toContainEqual(
      expect.stringMatching(/\/registration\/newHire\/source\/url .* is not the authority's own address/),
    );
  });

  it('refuses guide text that narrates research instead of stating the rule', async () => {
    const problems = await problemsOf(
      (g) =>
        (g.registration.newHire.text =
          'We could not find the agency’s own word on household employees, so this follows a payroll vendor.'),
    );
    expect(problems).toContainEqual(expect.stringMatching(/\/registration\/newHire\/text reads as a research note/));
  });
});
