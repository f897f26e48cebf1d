/** The words of the form's choices, shared by the fields that offer them and the printed summary that repeats them. */
import type { Duty } from '@/paylaw';
import type {
  CalculatorMode,
  FilingStatusName,
  MaritalStatusName,
  PayBasis,
  PayFrequencyName,
  W4FormYear,
} from './calculator-fields';

export const FREQUENCY_LABELS: Record<PayFrequencyName, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month',
  monthly: 'Monthly',
  quarterly: 'Every three months',
  semiannual: 'Twice a year',
  annual: 'Once a year',
};

export const FILING_LABELS: Record<FilingStatusName, string> = {
  single: 'Single',
  mfs: 'Married filing separately',
  mfj: 'Married filing jointly',
  hoh: 'Head of household',
};

export const MARITAL_LABELS: Record<MaritalStatusName, string> = {
  single: 'Single',
  married: 'Married',
  marriedSingleRate: 'Married, but withhold at the higher Single rate',
};

export const DUTY_LABELS: Record<Duty, string> = {
  childcare: 'Childcare (nanny or babysitter)',
  personalAttendant: 'Personal care for an adult',
  housekeeping: 'Housekeeping or cooking',
  companionship: 'Companionship for an adult',
};

/** The days of a week of hours, Sunday first as the link has them: the short name on screen, the full one for readers. */
export const DAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** The labels of the fields that are not number fields (those have theirs in calculator-fields.ts). */
export const FIELD_LABELS = {
  state: 'State where your caregiver works',
  payFrequency: 'How often you pay',
  payDate: 'Pay date',
  taxYear: 'Tax year',
  payBasis: 'Pay',
  hoursByDay: 'Hours each day of a typical week',
  liveIn: 'Your caregiver lives in your home',
  duties: 'What your caregiver mainly does',
  place: 'Where your caregiver works',
  withholdIncomeTax: 'Your caregiver asked you to withhold income tax',
  w4FormYear: 'Which Form W-4 did they give you?',
  filingStatus: 'Step 1(c): filing status',
  step2Checkbox: 'Step 2(c): multiple jobs box checked',
  maritalStatus: 'Line 3: marital status',
} as const;

export const MODE_LABELS: Record<CalculatorMode, string> = {
  budget: 'Budget: what you pay',
  paycheck: 'Paycheck: what they take home',
};

export const PAY_BASIS_LABELS: Record<PayBasis, string> = {
  hourly: 'By the hour',
  perPeriod: 'A set amount per pay period',
  netTarget: 'A take-home pay I want to offer',
};

export const W4_FORM_LABELS: Record<W4FormYear, string> = {
  '2020orLater': '2020 or later (Steps 1 to 4)',
  pre2020: '2019 or earlier (allowances)',
};
