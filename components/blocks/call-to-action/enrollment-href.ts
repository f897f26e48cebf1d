import type { SiteConfig } from '@/schemas/generated/config-types';
import { DEFAULT_LOCALE, languageOf, type LocaleCode } from '@/engine/locale';
import type { FlagValues } from '@/engine/resolve-context';

export type HiredAnswer = 'yes' | 'no';

export interface EnrollmentHrefInput {
  site: Pick<SiteConfig, 'enrollment'>;
  flags: Pick<FlagValues, 'enrollment-landing' | 'referral-landing-page'>;
  /** A referred family's enrollment (the referral programme's call to action). */
  referral?: boolean;
  hired?: HiredAnswer;
  partner?: string;
  rx?: string;
  /** The page's language: enrollment opens in it ("lang=es"); the default language adds nothing. */
  locale?: LocaleCode;
}

/**
 * Where "enroll" leads: sign-up, or the landing page while the
 * enrollment-landing flag is on (or, for a referred family, while the
 * referral-landing-page flag is on); a partner enrolls a client on the partner
 * enrollment taxes page. A partner's clients have always hired, so a
 * partner forces hired=yes whatever was asked.
 */
export function enrollmentHref({
  site,
  flags,
  hired,
  partner,
  rx,
  referral = false,
  locale = DEFAULT_LOCALE,
}: EnrollmentHrefInput): string {
  const toLanding = flags['enrollment-landing'] || (referral && flags['referral-landing-page']);
  // A partner enrolls a client on the partner enrollment page, whatever the landing flags say.
  const path = partner
    ? site.enrollment.partnerTaxesPath
    : toLanding
      ? site.enrollment.landingPath
      : site.enrollment.signupPath;
  const query = new URLSearchParams();
  const answer = partner ? 'yes' : hired;
  if (answer) query.set('hired', answer);
  if (rx) query.set('rx', rx);
  if (partner) query.set('partner', partner);
  if (locale !== DEFAULT_LOCALE) query.set('lang', languageOf(locale));
  const search = query.toString();
  if (!search) return path;
  // A second "?" would make the proxy redirect the visitor; append instead.
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** The "have you hired?" option list uses the core site's codes: 11 = Yes, 21 = Not yet. */
export function hiredFromOption(value: number): HiredAnswer | undefined {
  if (value === 11) return 'yes';
  if (value === 21) return 'no';
  return undefined;
}
