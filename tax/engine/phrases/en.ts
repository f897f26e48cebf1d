/**
 * Every word the engine writes, in English: its notes, line notes and "show the math". This book defines the shape
 * (`EnginePhrases`); another language's book must have every entry, so a missing phrase is a type error. Figures
 * come in already written by the book's own `format`, except where a phrase needs the number (a plural).
 */
import { describeRule } from '@/paylaw';
import type { CompiledOvertimeRule } from '@/paylaw';
import type { PayFrequency } from '../../core/types';
import { ENGLISH_FORMATS, type Formats } from '../format';

const f: Formats = ENGLISH_FORMATS;
const count = (hours: number): string => f.number(hours, 2);
const hoursText = (hours: number): string => `${count(hours)} h`;
/** The engine's own name for federal law among the jurisdictions of pay law. */
const FEDERAL = 'federal law';
const and = (items: readonly string[]): string => items.join(' and ');
const or = (items: readonly string[]): string => items.join(' or ');

const HOW_TO_ELECT =
  '(set withholdFederalIncomeTax to true for federal and state together, or withholdStateIncomeTax for the state alone)';

const FREQUENCY: Record<PayFrequency, string> = {
  daily: 'daily',
  weekly: 'weekly',
  biweekly: 'biweekly',
  semimonthly: 'semimonthly',
  monthly: 'monthly',
  quarterly: 'quarterly',
  semiannual: 'semiannual',
  annual: 'annual',
};

/** Sunday first, as `hoursByDay` counts the days. */
export type DayNames = readonly [string, string, string, string, string, string, string];
const DAY_NAMES: DayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const YEAR_STEP = 'For a year at this pay';

const NOT_DUE_FICA = "Not due: the year's cash wages are under the household-employee threshold.";

export const en = {
  format: f,
  /** A list of names or dates: "A and B". */
  and,
  /** How a pay-law jurisdiction is named in a sentence ("federal law", "California", "Seattle, WA"). */
  jurisdiction: (name: string): string => name,
  /** A pay-law overtime rule as a clause. */
  overtimeRule: (rule: CompiledOvertimeRule): string => describeRule(rule),
  dayNames: DAY_NAMES,
  /** A pay frequency as an adjective of a withholding table ("no weekly table"). */
  frequency: FREQUENCY,

  federal: {
    futaCreditReduction: (p: { state: string; rate: string; usual: string; reduction: string }): string =>
      `Federal unemployment tax (FUTA) in ${p.state} is ${p.rate}: the usual ${p.usual} plus ${p.reduction}, because ${p.state} still owes the federal unemployment fund.`,
    futaUsualRate: (p: { usual: string; pending: string | undefined; taxYear: number }): string =>
      `This uses the usual federal unemployment tax (FUTA) rate of ${p.usual}. Each November the Department of Labor names the states whose employers pay more for the year${p.pending === undefined ? '' : ` (${p.pending})`}; in a state on its ${p.taxYear} list, the reduced credit adds to this line.`,
    incomeTaxNotWithheld:
      'Federal income tax is not withheld: household employers withhold it only when the employee asks and the employer agrees (set withholdFederalIncomeTax to true).',
    incomeTaxWithoutW4:
      'Without a Form W-4 from your caregiver, federal income tax is withheld as for a single filer with no adjustments, as the IRS prescribes.',
    additionalMedicare: (p: { rate: string; threshold: string }): string =>
      `Additional Medicare Tax of ${p.rate} is withheld on wages above ${p.threshold} for the year; the employer does not match it.`,
  },

  household: {
    wagesJudged: (annual: string): string =>
      `Which household taxes apply was judged on ${annual} of wages for the year (this pay every pay period); give annualCashWages if the year's total differs.`,
    noFica: (p: { annual: string; threshold: string }): string =>
      `No Social Security or Medicare tax is due: ${p.annual} in cash wages for the year is under the ${p.threshold} household-employee threshold. If wages for the year reach ${p.threshold}, all of them become taxable.`,
    noFuta: (p: { quarterly: string; fewerThanFourPaydays: boolean; threshold: string }): string =>
      `No federal unemployment tax (FUTA) is due: about ${p.quarterly} in a quarter${p.fewerThanFourPaydays ? ' with a payday' : ''} is under the ${p.threshold} threshold. It is due once cash wages to all your household employees reach ${p.threshold} in any calendar quarter of this year or last year.`,
  },

  unemployment: {
    newEmployerRateUnknown: 'the new-employer rate is unknown',
    ownRateRange: (p: { state: string; min: string; max: string; note: string | undefined }): string =>
      `${p.state} assigns each new employer its own rate, from ${p.min} to ${p.max}${p.note === undefined ? '' : ` (${p.note})`}`,
    notComputed: (p: { state: string; why: string }): string =>
      `${p.state} unemployment tax (SUI) is not computed: ${p.why}. Enter the rate on your state notice as suiRate (0.027 for 2.7%).`,
    newEmployerRate: (p: { state: string; rate: string }): string =>
      `${p.state} unemployment tax uses the new-employer rate of ${p.rate}; enter your assigned rate as suiRate if you have one.`,
    givenWageBase: (state: string): string =>
      `${state}'s unemployment wage base is not in our data; the suiWageBase you gave is used.`,
    unknownWageBase: (state: string): string =>
      `${state}'s unemployment wage base is unknown, so unemployment tax is charged on all wages; it may be overstated. Enter the base from your state notice as suiWageBase.`,
  },

  program: {
    notComputed: (label: string): string => `${label} is not computed: its rate is unknown.`,
    note: (p: { label: string; note: string }): string => `${p.label}: ${p.note}`,
    unknownCap: (label: string): string =>
      `${label}: a cap applies but its amount is unknown, so none was applied; it may be overstated.`,
  },

  payLaw: {
    /** "$16.50 an hour in California", "$7.25 an hour under federal law". */
    minimumAt: (p: { hourly: string; jurisdiction: string }): string =>
      `${p.hourly} an hour${p.jurisdiction === FEDERAL ? ' under federal law' : ` in ${p.jurisdiction}`}`,
    weekOvertime: (p: {
      total: number;
      overtime: number;
      doubleTime: number;
      jurisdiction: string;
      rule: string;
    }): string => {
      const verb = (hours: number) => `${count(hours)} ${hours === 1 ? 'is' : 'are'} paid`;
      const premium =
        p.overtime === 0
          ? `${verb(p.doubleTime)} at double time`
          : p.doubleTime === 0
            ? `${verb(p.overtime)} at time and a half`
            : `${verb(p.overtime)} at time and a half and ${count(p.doubleTime)} at double time`;
      const law =
        p.jurisdiction === FEDERAL
          ? 'federal law'
          : p.jurisdiction.includes(',')
            ? `the law of ${p.jurisdiction}`
            : `${p.jurisdiction} law`;
      return `Of the week's ${count(p.total)} hours, ${premium} under ${law}, the most protective that applies here: ${p.rule}.`;
    },
    noOvertime: (p: { worker: 'liveIn' | 'companion' | 'other'; state: string }): string => {
      const who =
        p.worker === 'liveIn'
          ? 'a worker who lives in your home'
          : p.worker === 'companion'
            ? 'a companion you hire directly'
            : 'this worker';
      return `No hour is overtime: federal law requires no overtime for ${who}, and ${p.state} has no overtime rule for them.`;
    },
    regularPastWeekly: (p: { perWeek: number; weekly: number; jurisdiction: string }): string =>
      `The regular hours come to ${count(p.perWeek)} a week, more than the ${p.weekly} after which ${p.jurisdiction === FEDERAL ? 'federal law' : p.jurisdiction} requires time and a half: count the hours past ${p.weekly} as overtime, or give the hours of each day (hoursByDay) to have them worked out.`,
    noMinimumCompanion: (state: string): string =>
      `No minimum wage covers a companion you hire directly in ${state}: federal law exempts companionship, and ${state}'s law does not reach it.`,
    noMinimum: (state: string): string => `No minimum wage law covers this worker in ${state}.`,
    belowMinimum: (p: { rate: string; minimum: string; from: string; authority: string }): string =>
      `The hourly rate, ${p.rate}, is below the minimum wage that applies: ${p.minimum} from ${p.from} (${p.authority}).`,
    minimumChanges: (p: { minimum: string; on: string; dateGiven: boolean }): string =>
      `The minimum wage becomes ${p.minimum} on ${p.on}${p.dateGiven ? '' : '; give payDate for a pay from that day'}.`,
    minimumBehind: (p: {
      jurisdiction: string;
      yearly: string;
      since: string;
      lastFrom: string;
      lastHourly: string;
    }): string =>
      `${p.jurisdiction} adjusts its minimum wage every year on ${p.yearly}; the rate from ${p.since} is not in these figures yet, so its rate from ${p.lastFrom}, ${p.lastHourly} an hour, is used: the minimum you owe may be higher.`,
    minimumUnconfirmed: (jurisdictions: readonly string[]): string =>
      `${and(jurisdictions)}: its own minimum wage for household workers is not confirmed yet, so it is left out.`,
  },

  stateTax: {
    unprintedTable: (p: { state: string; frequency: string; periods: number }): string =>
      `Approximation: ${p.state}'s publication prints no ${p.frequency} withholding table and gives no rule for that pay period; the annual table's equivalent is used (the tax on this pay times ${p.periods}, divided by ${p.periods}).`,
    unprintedLocalityTable: (p: { locality: string; frequency: string }): string =>
      `Approximation: the ${p.locality} publication prints no ${p.frequency} table and gives no rule for that pay period; its annual table's equivalent (or, without one, its annual figures) is used.`,
    notPermitted: (p: { state: string; reason: string }): string =>
      `${p.state} income tax is not withheld: ${p.reason}`,
    requiredButOff: (p: { state: string; reason: string }): string =>
      `${p.state} income tax is not withheld because withholdStateIncomeTax is false, although ${p.state} requires it: ${p.reason}`,
    voluntaryReason: 'household employers withhold it only when the employee asks and the employer agrees.',
    notWithheld: (p: { state: string; why: string }): string =>
      `${p.state} income tax is not withheld: ${p.why} ${HOW_TO_ELECT}.`,
    laterChanges: (p: { state: string; dates: readonly string[]; payDate: string; payDateGiven: boolean }): string =>
      `${p.state} changes its withholding on ${and(p.dates)}; these figures use the rules for a pay date of ${p.payDate}${p.payDateGiven ? '' : ' (no payDate given)'}.`,
    noIncomeTax: (state: string): string => `${state} has no state income tax on wages.`,
    notComputed: (p: { state: string; note: string }): string =>
      `${p.state} income tax withholding is not computed: ${p.note} Enter the amount to withhold as stateW4.additionalWithholding.`,
    approximation: (state: string): string =>
      `Approximation: ${state} withholding here is our closest estimate and may differ a little from the state's own tables.`,
    countyNotComputed: (label: string): string =>
      `${label} is not computed: enter the employee's county rate as stateW4.countyRate (a fraction).`,
    countyDefault: (p: { label: string; rate: string; rateName: string | undefined }): string =>
      `${p.label} is included at ${p.rate} (${p.rateName ?? 'the default rate'}); enter the employee's county rate as stateW4.countyRate.`,
    residentsOnly: (p: { names: readonly string[]; codes: readonly string[] }): string =>
      `${and(p.names)} withholding applies only to residents: set stateW4.residence (${or(p.codes)}).`,
    nonresidents: (p: { names: readonly string[]; codes: readonly string[] }): string =>
      `${and(p.names)} applies to nonresidents working there: set stateW4.workplace (${or(p.codes)}).`,
    withoutCertificate: (p: { form: string; state: string; status: string; allowances: number }): string => {
      const allowances =
        p.allowances === 0 ? 'no allowances' : p.allowances === 1 ? 'one allowance' : `${p.allowances} allowances`;
      return `Without a ${p.form} from your caregiver, ${p.state} withholding is worked out as for "${p.status}" with ${allowances}, as the state prescribes when no form is filed.`;
    },
  },

  math: {
    /** The step that names the year's figure starts so, and only it: a page (and a test) can tell it from the pay period's. */
    yearStepStart: YEAR_STEP,
    wageBase: 'wage base',
    allUnderCap: (p: { wages: string; cap: string; label: string }): string =>
      `All ${p.wages} of this pay is under the ${p.cap} ${p.label}.`,
    partlyUnderCap: (p: { ytd: string; covered: string; wages: string; cap: string; label: string }): string =>
      `${p.ytd} paid earlier this year, so ${p.covered} of this ${p.wages} pay is under the ${p.cap} ${p.label}.`,
    /** "3 paychecks of $12.40, then 49 of $0.00". */
    paychecks: (runs: ReadonlyArray<{ count: number; amount: string }>): string =>
      runs
        .map(({ count: n, amount }, index) => `${n}${index === 0 ? ` paycheck${n === 1 ? '' : 's'}` : ''} of ${amount}`)
        .join(', then '),
    yearOfPaychecks: (p: {
      wages: string;
      why: string | undefined;
      paychecks: string;
      sum: string;
      held: string | undefined;
    }): string =>
      `${YEAR_STEP} from 1 January (${p.wages} of wages)${p.why === undefined ? '' : `, ${p.why}`}: ${p.paychecks}, ${p.sum} in all${p.held === undefined ? '' : `, held to the most for the year: ${p.held}`}.`,
    product: (p: { rate: string; base: string; result: string }): string => `${p.rate} × ${p.base} = ${p.result}`,

    employeeRate: 'Employee rate',
    employerRate: 'Employer rate',
    employeeRateAllWages: 'Employee rate, on all wages',
    employerRateAllWages: 'Employer rate, on all wages',
    wageBaseForYear: 'Wage base for the year',
    householdThreshold: 'Household-employee threshold',
    notDueFica: NOT_DUE_FICA,
    socialSecurityStops: (base: string): string => `Social Security stops once wages reach the ${base} wage base`,
    additionalMedicareStarts: (threshold: string): string => `Additional Medicare starts once wages pass ${threshold}`,
    additionalRate: 'Rate, employee only',
    additionalAbove: 'On wages for the year above',
    notAboveThreshold: (p: { paid: string; threshold: string }): string =>
      `${p.paid} paid this year so far, with this pay: not above ${p.threshold}, so nothing is withheld.`,
    aboveThreshold: (p: { over: string; threshold: string }): string =>
      `${p.over} of this pay is above ${p.threshold} for the year.`,

    method: 'Method',
    methodPre2020: 'Publication 15-T, Worksheet 1A (percentage method, Form W-4 from 2019 or earlier)',
    method2020: 'Publication 15-T, Worksheet 1A (percentage method, 2020 or later Form W-4)',
    eachAllowance: 'Each allowance (line 1k)',
    notWithheld: 'Not withheld.',
    marriedJointly: 'married filing jointly',
    headOfHousehold: 'head of household',
    singleOrSeparately: 'single or married filing separately',
    standardTable: (status: string): string => `Standard table, ${status}`,
    checkboxTable: (status: string): string => `Step 2 checkbox table, ${status}`,
    bracket: (p: { base: string; rate: string; over: string }): string => `${p.base} plus ${p.rate} over ${p.over}`,
    annualized: (p: { pay: string; periods: number; annual: string }): string =>
      `${p.pay} × ${p.periods} pay periods = ${p.annual} a year`,
    lessAllowances: (p: { allowances: number; each: string; total: string }): string =>
      `less ${p.allowances} allowances × ${p.each} = ${p.total}`,
    adjustedWages: (amount: string): string => `Adjusted annual wages: ${amount}`,
    taxForYear: (p: { base: string; rate: string; adjusted: string; over: string; tax: string }): string =>
      `Tax for the year: ${p.base} + ${p.rate} × (${p.adjusted} − ${p.over}) = ${p.tax}`,
    perPeriod: (p: { periods: number; amount: string }): string => `÷ ${p.periods} = ${p.amount} a pay period`,
    extraLine6: (p: { extra: string; withheld: string }): string =>
      `plus line 6 extra withholding ${p.extra}: ${p.withheld}`,
    step4a: (amount: string): string => `plus Step 4(a) other income ${amount}`,
    step4b: (amount: string): string => `less Step 4(b) deductions ${amount}`,
    line1g: (amount: string): string => `less ${amount} (Worksheet 1A line 1g)`,
    step3: (p: { credits: string; periods: number; result: string }): string =>
      `less Step 3 credits ${p.credits} ÷ ${p.periods}: ${p.result}`,
    step4c: (p: { extra: string; withheld: string }): string =>
      `plus Step 4(c) extra withholding ${p.extra}: ${p.withheld}`,

    futaNetRate: 'Net rate after the state credit',
    futaQuarterThreshold: 'Quarterly household threshold',
    creditReductionIn: (state: string): string => `Credit reduction in ${state}`,
    notDueFuta: 'Not due: cash wages are under the quarterly threshold.',
    futaStops: (base: string): string => `FUTA stops once wages reach the ${base} wage base`,

    householdRule: 'Withholding from household employees',
    householdRuleWords: {
      required: 'required',
      voluntary: 'only when the employee asks and you agree',
      notPermitted: 'not allowed',
    },
    withheldThisPeriod: (amount: string): string => `Withheld this pay period: ${amount}`,
    yearFigure: (amount: string): string => `${YEAR_STEP}: ${amount}`,
    incomeTaxOnWages: 'Income tax on wages',
    none: 'none',
    withholdingMethod: 'Withholding method',
    methodNotInData: 'not in our data: the amount you enter',
    stateFormula: (p: { state: string; from: string }): string => `${p.state} formula in force from ${p.from}`,
    howStateWorksItOut: 'How the state works it out',
    whereEstimate: 'Where this is an estimate',
    certificateStatus: (p: { form: string; status: string; exempt: boolean }): string =>
      `${p.form}: ${p.status}${p.exempt ? ', exempt' : ''}`,

    newEmployerRate: 'New-employer rate',
    unknown: 'unknown',
    assignedRate: 'Your assigned rate',
    unknownAllWages: 'unknown: all wages',
    suiNotComputed: 'Not computed: the rate is unknown.',
    suiStops: (p: { state: string; base: string }): string =>
      `${p.state} unemployment tax stops once wages reach the ${p.base} wage base`,

    programRate: (payer: 'employee' | 'employer'): string => `Rate (${payer})`,
    programWageBase: 'Wage base for the year',
    weeklyWageCap: 'Wages covered each week, at most',
    weeklyMaximum: 'Most a week',
    annualMaximum: 'Most a year',
    capUnknown: 'unknown, not applied',
    capped: (amount: string): string => `Capped as above: ${amount}`,
    programStopsAtBase: (p: { label: string; base: string }): string =>
      `${p.label} stops once wages reach the ${p.base} wage base`,
    programStopsAtAmount: (p: { label: string; maximum: string }): string =>
      `${p.label} stops once it comes to ${p.maximum} for the year`,

    withheldWithState: 'Withheld with the state tax, by its rules',
    /** The labels tax/local gives its figures, by their English. */
    localFigure: (label: string): string => label,
  },

  hours: {
    hours: hoursText,
    regular: (hours: string): string => `${hours} regular`,
    timeAndAHalf: (hours: string): string => `${hours} at time and a half`,
    doubleTime: (hours: string): string => `${hours} at double time`,
    yearOfGross: (p: { perPeriod: string; periods: number; annual: string }): string =>
      `${YEAR_STEP}: ${p.perPeriod} a pay period × ${p.periods} pay periods = ${p.annual}`,
    overtimeOf: (jurisdiction: string): string => `Overtime, ${jurisdiction}`,
    minimumWageOn: (p: { date: string; jurisdiction: string }): string =>
      `Minimum wage on ${p.date}, ${p.jurisdiction}`,
    anHour: (amount: string): string => `${amount} an hour`,
    forHoursGiven: (pay: string): string => `${pay} for the hours you gave`,
    theWeek: (p: { days: readonly string[]; total: string }): string =>
      `The week: ${p.days.join(', ') || 'no hours'}; ${p.total} in all.`,
    underRule: (p: { jurisdiction: string; rule: string; split: string }): string =>
      `Under ${p.jurisdiction} (${p.rule}): ${p.split}.`,
    noRule: 'No overtime rule applies to this worker: every hour is paid at the rate.',
    mostProtective: (split: string): string => `The most protective result, which is owed: ${split}.`,
    forTheWeek: (pay: string): string => `${pay} for the week`,
    weeksInPeriod: (p: { weeks: number; pay: string }): string =>
      `× ${f.number(p.weeks, 4)} weeks in a pay period = ${p.pay}`,
  },
};

export type EnginePhrases = typeof en;
