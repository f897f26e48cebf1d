import type { FeatureFlagDefaults } from '@/schemas/generated/config-types';
import type { ConfigFileSystem } from '../load';

/** An in-memory config directory: keys are paths like "cfg/pages/index.json". */
export function memoryFileSystem(files: Record<string, string>): ConfigFileSystem {
  const paths = Object.keys(files);
  return {
    readText: async (path) => files[path],
    list: async (dir) => {
      const prefix = `${dir}/`;
      const names = new Map<string, boolean>();
      for (const path of paths.filter((p) => p.startsWith(prefix))) {
        const [first, ...rest] = path.slice(prefix.length).split('/');
        if (first) names.set(first, rest.length > 0);
      }
      return [...names].map(([name, isDirectory]) => ({ name, isDirectory }));
    },
    join: (...parts) => parts.join('/'),
    display: (path) => path,
  };
}

/** Every flag at its usual default, for tests that build configs inline. */
export const testFlagDefaults: FeatureFlagDefaults = {
  'ttp-asset-url': '',
  'ttp-favicon-url': '',
  'nanny-tax-calculator-gate': false,
  'hide-email-button': false,
  'three-tier-pricing-test': false,
  referrals: true,
  'referral-landing-page': false,
  'care-embrace': false,
  'gtm-js-url': '',
  'calculator-downtime': false,
  'enrollment-landing': false,
  'block-gallery': false,
};

export const validSite = {
  brand: {
    product: 'care',
    displayName: 'Test Payroll',
    tagline: 'Payroll for households',
    phone: '1-855-555-0100',
    email: 'help@example.com',
    address: { street: '1 Test Way', city: 'Columbus', region: 'OH', postalCode: '43215' },
  },
  baseUrl: 'https://test.example.com',
  locales: [
    { code: 'en-US' as const, language: 'en', pathPrefix: '', name: 'English', suggestion: 'View in English' },
    { code: 'es-US' as const, language: 'es', pathPrefix: '/es', name: 'Español', suggestion: 'Ver en español' },
  ],
  navigation: [{ label: 'Pricing', href: '/product-and-pricing' }],
  signIn: { label: 'Sign in', href: '/api/auth/signin' },
  contact: {
    topics: ['Payroll for my household', 'Something else'],
    replyTime: 'one business day',
    hours: 'Monday to Friday, 8 a.m. to 7 p.m. Eastern',
  },
  footer: { columns: [], legal: [{ label: 'Terms of use', href: '/about/terms-of-use/' }], yearEndTaxPrepFee: 100 },
  enrollment: {
    signupPath: '/app/hp-enrollment/signup',
    landingPath: '/app/hp-enrollment/landing',
    partnerTaxesPath: '/app/hp-partner-enrollment/taxes',
    caregiverPayStubsPath: '/app/hp-enrollment/caregiver/pay-stubs',
    caregiverW2Path: '/app/hp-enrollment/caregiver/w-2',
  },
  adServer: { scriptUrl: '', networkCode: '21900001' },
  routes: {
    adSlotPages: ['/', '/sample-nanny-contract', '/nanny-tax-calculator', '/sample-senior-{product}-contract'],
    calculator: '/nanny-tax-calculator',
    downtime: '/downtime',
    notIndexed: ['/downtime', '/sign-in-problem'],
  },
  featureFlags: testFlagDefaults,
};

export function page(route: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const slug = route === '/' ? '' : route.slice(1);
  return {
    formatVersion: 2,
    route,
    title: `Page ${slug || 'home'} title`,
    description: 'A description long enough to satisfy the fifty character minimum of the schema.',
    keywords: ['nanny tax'],
    canonicalPath: route,
    analyticsPageId: `/homepay/${slug}`,
    audience: 'everyone',
    adSlots: [],
    blocks: [{ type: 'hero', heading: 'Heading', lead: 'Lead text' }],
    ...overrides,
  };
}

export const json = (value: unknown): string => JSON.stringify(value, null, 2) + '\n';

/** "line:column" where `needle` first appears in `text` (after `after`, when given): where an editor cursor would go. */
export function locate(text: string, needle: string, after = ''): string {
  const offset = text.indexOf(needle, after ? text.indexOf(after) : 0);
  if (offset < 0) throw new Error(`"${needle}" not found`);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${(before.at(-1) ?? '').length + 1}`;
}
