/**
 * Where an agency publishes its own figures. A source marked `primary` must sit on one of
 * these hosts: a family reading "Show the math" expects the IRS, SSA, DOL or the state's own
 * agency, not a vendor's reproduction. Anything else is `secondary` and says why.
 */

/** Agencies whose own sites are not under .gov: each is the agency's official domain. */
const OFFICIAL_HOSTS_OUTSIDE_GOV: ReadonlyMap<string, string> = new Map([
  ['floridarevenue.com', 'Florida Department of Revenue'],
  ['ctpaidleave.org', 'Connecticut Paid Leave Authority'],
  ['laworks.net', 'Louisiana Workforce Commission'],
  // The Commission's second web host, where its employer FAQs are published.
  ['www2.laworks.net', 'Louisiana Workforce Commission'],
  // Unemployment Insurance Minnesota (DEED)'s own site before it moved under mn.gov/uimn.
  ['uimn.org', 'Minnesota Unemployment Insurance Program (DEED)'],
  // The Nevada Department of Employment, Training and Rehabilitation's unemployment insurance tax site.
  ['uitax.nvdetr.org', 'Nevada Department of Employment, Training and Rehabilitation'],
  ['denvergov.org', 'City and County of Denver'],
  // The South Carolina Department of Revenue's address before dor.sc.gov; older stored copies of its pages sit there.
  ['sctax.org', 'South Carolina Department of Revenue'],
  // The Delaware Department of Labor's address before labor.delaware.gov; its unemployment insurance pages sat on this host.
  ['ui.delawareworks.com', 'Delaware Department of Labor'],
  // The Kansas Department of Revenue's address before ksrevenue.gov; older stored copies of its pages sit there.
  ['ksrevenue.org', 'Kansas Department of Revenue'],
  // Job Service North Dakota, the state's unemployment insurance agency, publishes on its own domain.
  ['jobsnd.com', 'Job Service North Dakota'],
  // WorkForce West Virginia, the state's unemployment compensation agency, publishes on its own domain.
  ['workforcewv.org', 'WorkForce West Virginia'],
]);

/**
 * GovDelivery sends agencies' bulletins from the agency's own account; the account, not the
 * platform, is the publisher, so only those paths count.
 */
const AGENCY_BULLETIN_HOST = 'content.govdelivery.com';

function withoutWww(hostname: string): string {
  return hostname.startsWith('www.') ? hostname.slice(4) : hostname;
}

export function isOfficialSourceUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = withoutWww(parsed.hostname.toLowerCase());
  if (host.endsWith('.gov') || host.endsWith('.mil')) return true;
  // State agencies' older domains: revenue.state.mn.us, dor.state.nc.us, ...
  if (/(^|\.)state\.[a-z]{2}\.us$/.test(host)) return true;
  if (host === AGENCY_BULLETIN_HOST) return parsed.pathname.startsWith('/accounts/');
  return OFFICIAL_HOSTS_OUTSIDE_GOV.has(host);
}
