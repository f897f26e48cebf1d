/**
 * A caregiver member's own pages in the enrollment stand-in: her pay stubs and her Form W-2, for the local
 * provider member (Rosa Martinez, employed by the Garcia household). The real enrollment app knows her from
 * her session; the stand-in, on another origin, shows this one caregiver. Each page answers JSON too
 * (`Accept: application/json`), the figures an app would fetch.
 */
import { FIXTURE_MEMBERS } from '../graphql/members';

export const CAREGIVER_PAY_STUBS_PATH = '/app/hp-enrollment/caregiver/pay-stubs';
export const CAREGIVER_W2_PATH = '/app/hp-enrollment/caregiver/w-2';

const EMPLOYER = 'Maria Garcia (household employer), Columbus, OH';
const HOURS = 40;
const RATE_CENTS = 2200;
const SOCIAL_SECURITY = 0.062;
const MEDICARE = 0.0145;
const FEDERAL_INCOME_TAX_CENTS = 4100;
const PAY_DATES = ['2026-01-30', '2026-01-23', '2026-01-16', '2026-01-09'];
const W2_YEAR = 2025;
const W2_WEEKS = 52;

export interface PayStub {
  payDate: string;
  hours: number;
  rate: number;
  gross: number;
  socialSecurity: number;
  medicare: number;
  federalIncomeTax: number;
  net: number;
}

export interface FormW2 {
  year: number;
  employer: string;
  employee: string;
  box1Wages: number;
  box2FederalIncomeTax: number;
  box3SocialSecurityWages: number;
  box4SocialSecurityTax: number;
  box5MedicareWages: number;
  box6MedicareTax: number;
}

const dollars = (cents: number) => Math.round(cents) / 100;

function weekCents() {
  const gross = HOURS * RATE_CENTS;
  const socialSecurity = Math.round(gross * SOCIAL_SECURITY);
  const medicare = Math.round(gross * MEDICARE);
  return { gross, socialSecurity, medicare, federalIncomeTax: FEDERAL_INCOME_TAX_CENTS };
}

export function payStubs(): PayStub[] {
  const week = weekCents();
  return PAY_DATES.map((payDate) => ({
    payDate,
    hours: HOURS,
    rate: dollars(RATE_CENTS),
    gross: dollars(week.gross),
    socialSecurity: dollars(week.socialSecurity),
    medicare: dollars(week.medicare),
    federalIncomeTax: dollars(week.federalIncomeTax),
    net: dollars(week.gross - week.socialSecurity - week.medicare - week.federalIncomeTax),
  }));
}

export function formW2(): FormW2 {
  const week = weekCents();
  const caregiver = FIXTURE_MEMBERS.provider;
  return {
    year: W2_YEAR,
    employer: EMPLOYER,
    employee: caregiver ? `${caregiver.firstName} ${caregiver.lastName}` : 'The caregiver',
    box1Wages: dollars(week.gross * W2_WEEKS),
    box2FederalIncomeTax: dollars(week.federalIncomeTax * W2_WEEKS),
    box3SocialSecurityWages: dollars(week.gross * W2_WEEKS),
    box4SocialSecurityTax: dollars(week.socialSecurity * W2_WEEKS),
    box5MedicareWages: dollars(week.gross * W2_WEEKS),
    box6MedicareTax: dollars(week.medicare * W2_WEEKS),
  };
}

const money = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

function payStubsTable(): string {
  const rows = payStubs()
    .map(
      (stub) =>
        `<tr><td>${stub.payDate}</td><td>${stub.hours} h × ${money(stub.rate)}</td><td>${money(stub.gross)}</td><td>${money(stub.socialSecurity)}</td><td>${money(stub.medicare)}</td><td>${money(stub.federalIncomeTax)}</td><td><strong>${money(stub.net)}</strong></td></tr>`,
    )
    .join('');
  return `<p>From ${EMPLOYER}.</p><table><thead><tr><th>Pay date</th><th>Hours</th><th>Gross pay</th><th>Social Security</th><th>Medicare</th><th>Federal income tax</th><th>Take-home pay</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function w2List(): string {
  const w2 = formW2();
  const box = (name: string, amount: number) => `<dt>${name}</dt><dd>${money(amount)}</dd>`;
  return `<p>Tax year ${w2.year}, for ${w2.employee}, from ${w2.employer}.</p><dl>${box('Box 1: Wages, tips, other compensation', w2.box1Wages)}${box('Box 2: Federal income tax withheld', w2.box2FederalIncomeTax)}${box('Box 3: Social Security wages', w2.box3SocialSecurityWages)}${box('Box 4: Social Security tax withheld', w2.box4SocialSecurityTax)}${box('Box 5: Medicare wages and tips', w2.box5MedicareWages)}${box('Box 6: Medicare tax withheld', w2.box6MedicareTax)}</dl>`;
}

/** A caregiver page of the stand-in: its title, its HTML body and its JSON, or undefined for another path. */
export function caregiverPage(path: string): { title: string; html: string; json: unknown } | undefined {
  if (path === CAREGIVER_PAY_STUBS_PATH) return { title: 'Your pay stubs', html: payStubsTable(), json: payStubs() };
  if (path === CAREGIVER_W2_PATH) return { title: 'Your W-2', html: w2List(), json: formW2() };
  return undefined;
}
