import { describe, expect, it } from 'vitest';
import { loadSiteModel } from './load-site';
import { formatProblem } from './result';
import { isReservedDomain } from './placeholder-contacts';
import { json, memoryFileSystem, page, validSite } from './testing/memory-fs';

const files = (site: unknown) =>
  memoryFileSystem({ 'cfg/site.json': json(site), 'cfg/pages/index.json': json(page('/')) });

describe('placeholder contact details', () => {
  it('are fine for local use and tests', async () => {
    const result = await loadSiteModel('cfg', files(validSite));
    expect(result.ok ? [] : result.errors.map(formatProblem)).toEqual([]);
  });

  it('fail a production build, each at its line and column in site.json', async () => {
    const result = await loadSiteModel('cfg', files(validSite), { production: true });
    expect(result.ok ? [] : result.errors.map(formatProblem)).toEqual([
      'cfg/site.json:6:14 /brand/phone the phone number "1-855-555-0100" is in the 555-0100 to 555-0199 range kept for fiction and rings nowhere: a production site needs real contact details (SITE_ENV=production)',
      'cfg/site.json:7:14 /brand/email the e-mail address "help@example.com" is on a domain reserved for examples and reaches nobody: a production site needs real contact details (SITE_ENV=production)',
    ]);
  });

  it('pass a production build once they are real', async () => {
    const real = {
      ...validSite,
      brand: { ...validSite.brand, phone: '1-877-367-4225', email: 'help@hearth-payroll.com' },
    };
    const result = await loadSiteModel('cfg', files(real), { production: true });
    expect(result.ok ? [] : result.errors.map(formatProblem)).toEqual([]);
  });

  it('know the reserved names, and only those', () => {
    for (const host of ['example.com', 'mail.example.org', 'hearthpayroll.example', 'site.test', 'x.invalid'])
      expect(isReservedDomain(host), host).toBe(true);
    for (const host of ['examples.com', 'example.co', 'hearth.com', 'testing.org'])
      expect(isReservedDomain(host), host).toBe(false);
  });
});
