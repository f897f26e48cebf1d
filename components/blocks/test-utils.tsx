/**
 * Renders a block to static HTML with a context built from inline data, so
 * each test states exactly the shared content and flags it depends on.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Block, PageConfig, SiteConfig } from '@/schemas/generated/config-types';
import type { FlagValues, ResolveContext } from '@/engine/resolve-context';
import type { LocaleCode } from '@/engine/locale';
import { hrefLocalizer } from '@/engine/i18n/localize-links';
import { renderBlocks } from '@/engine/render';
import { testFlagDefaults } from '@/engine/testing/memory-fs';
import { blockRegistry } from './registry';
import {
  createSharedContent,
  emptySharedEntries,
  isCollectionName,
  type CollectionName,
  type SharedCollections,
} from '@/engine/shared-content';

export type InlineShared = { [C in keyof SharedCollections]?: Record<string, SharedCollections[C]> };

export const testSite: SiteConfig = {
  brand: {
    product: 'care',
    displayName: 'Hearth Payroll',
    tagline: 'Household payroll, done right',
    phone: '1-855-555-0142',
    email: 'help@hearthpayroll.example.com',
    address: { street: '410 Larkspur Lane, Suite 200', city: 'Columbus', region: 'OH', postalCode: '43215' },
  },
  baseUrl: 'http://localhost:3000',
  locales: [
    { code: 'en-US', language: 'en', pathPrefix: '', name: 'English', suggestion: 'View in English' },
    { code: 'es-US', language: 'es', pathPrefix: '/es', name: 'Español', suggestion: 'Ver en español' },
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

export const testPage: PageConfig = {
  formatVersion: 2,
  route: '/',
  title: 'Test page',
  description: 'A page for block tests.',
  keywords: [],
  canonicalPath: '/',
  analyticsPageId: '/homepay/test',
  audience: 'everyone',
  adSlots: [],
  blocks: [],
};

interface ContextOptions {
  shared?: InlineShared;
  flags?: Partial<FlagValues>;
  page?: Partial<PageConfig>;
  site?: Partial<SiteConfig>;
  locale?: LocaleCode;
  /** English route → its translation, for a page in another language. */
  twins?: Record<string, string>;
}

export function makeContext({
  shared = {},
  flags = {},
  page = {},
  site = {},
  locale = 'en-US',
  twins = {},
}: ContextOptions = {}): ResolveContext {
  const entries = emptySharedEntries();
  for (const collection of Object.keys(shared))
    if (isCollectionName(collection)) fill(entries, collection, shared[collection]);
  return {
    site: { ...testSite, ...site },
    page: { ...testPage, ...page },
    shared: createSharedContent(entries),
    flags: { ...testSite.featureFlags, ...flags },
    locale,
    localizeHref: hrefLocalizer({
      site: { ...testSite, ...site },
      twins: new Map(Object.entries(twins)),
      locale: testSite.locales.find((candidate) => candidate.code === locale) ?? { language: 'en', pathPrefix: '' },
    }),
  };
}

function fill<C extends CollectionName>(
  entries: { [K in CollectionName]: Map<string, SharedCollections[K]> },
  collection: C,
  records: InlineShared[C],
): void {
  const byId: Record<string, SharedCollections[C]> = records ?? {};
  for (const id of Object.keys(byId)) {
    const entity = byId[id];
    if (entity !== undefined) entries[collection].set(id, entity);
  }
}

/** One block through the engine's resolve and render stages, with the real registry, as static HTML. */
export function renderBlock(block: Block, context: ResolveContext = makeContext()): string {
  const unknown = (type: string) => {
    throw new Error(`no block registered for "${type}"`);
  };
  return renderToStaticMarkup(
    <>{renderBlocks([block], blockRegistry, context, { mode: 'production', report: unknown })}</>,
  );
}

/** Static HTML, as the server sends it: blocks need no theme provider, their styles are CSS modules. */
export function renderHtml(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

/** The visible and screen-reader text, tags stripped and whitespace collapsed, for "what a visitor reads" assertions. */
export function textOf(html: string): string {
  return (
    html
      .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
      // Tags became spaces; an inline link before a full stop should still read "pricing."
      .replace(/ ([.,;:!?])/g, '$1')
      .trim()
  );
}

export interface Anchor {
  href: string;
  /** The opening tag, to check attributes such as download, target and rel. */
  tag: string;
  text: string;
}

export function anchorsIn(html: string): Anchor[] {
  return [...html.matchAll(/(<a\b[^>]*>)([\s\S]*?)<\/a>/g)].map(([, tag = '', inner = '']) => ({
    tag,
    href: /\bhref="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '',
    text: textOf(inner),
  }));
}
