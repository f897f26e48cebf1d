/**
 * The calculator's own words in English. Its shape is every language's (./types.ts); each language is a module of its
 * own, fetched beside the calculator's code only where a page is in that language (./load.ts).
 */
import { DEFAULT_LOCALE } from '@/engine/locale';
import type { LocalTaxSummary } from '@/tax/local/local-tax';
import type { FieldWording } from './field-wording';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const en = {
  locale: DEFAULT_LOCALE,

  /** The loader, the tabs and what the figures wait for. */
  calculator: {
    tabsLabel: 'What to calculate',
    loadingYear: (year: number) => `Loading the ${year} figures…`,
    yearFailed: (year: number) =>
      `The ${year} figures could not be loaded. Check your connection and choose the year again.`,
    stateFailed: (state: string) =>
      `The figures for ${state} could not be loaded. Check your connection and choose the state again.`,
    chooseState: 'Choose a state to see the figures.',
    correctField: 'Correct the field marked above to see the figures.',
    fillPay: 'Fill in the pay to see the figures.',
    ignoredLink: (names: string) => `Some settings in the link were not valid and were left out: ${names}.`,
  },

  /** The words of the form's choices, shared by the fields that offer them and the printout that repeats them. */
  labels: {
    frequency: {
      daily: 'Daily',
      weekly: 'Weekly',
      biweekly: 'Every two weeks',
      semimonthly: 'Twice a month',
      monthly: 'Monthly',
      quarterly: 'Every three months',
      semiannual: 'Twice a year',
      annual: 'Once a year',
    },
    filing: {
      single: 'Single',
      mfs: 'Married filing separately',
      mfj: 'Married filing jointly',
      hoh: 'Head of household',
    },
    marital: {
      single: 'Single',
      married: 'Married',
      marriedSingleRate: 'Married, but withhold at the higher Single rate',
    },
    duty: {
      childcare: 'Childcare (nanny or babysitter)',
      personalAttendant: 'Personal care for an adult',
      housekeeping: 'Housekeeping or cooking',
      companionship: 'Companionship for an adult',
    },
    /** What each duty covers, under the field: the law's categories turn on these. */
    dutyHints: {
      childcare: 'Looking after children, with little housework beyond what the children need.',
      personalAttendant: 'Helping an older or disabled adult bathe, dress, eat or take medication.',
      housekeeping: 'Cleaning, cooking, laundry and other work for the household.',
      companionship:
        'Keeping an older or disabled adult company and safe, with hands-on care no more than a fifth of the hours.',
    },
    /** Sunday first, as the link has them: the short name on screen, the full one for readers. */
    days: [
      ['Sun', 'Sunday'],
      ['Mon', 'Monday'],
      ['Tue', 'Tuesday'],
      ['Wed', 'Wednesday'],
      ['Thu', 'Thursday'],
      ['Fri', 'Friday'],
      ['Sat', 'Saturday'],
    ] as ReadonlyArray<readonly [string, string]>,
    /** The labels of the fields that are not number fields. */
    fields: {
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
    },
    modes: {
      budget: 'Budget: what you pay',
      paycheck: 'Paycheck: what they take home',
    },
    payBasis: {
      hourly: 'By the hour',
      perPeriod: 'A set amount per pay period',
      netTarget: 'A take-home pay I want to offer',
    },
    w4Form: {
      '2020orLater': '2020 or later (Steps 1 to 4)',
      pre2020: '2019 or earlier (allowances)',
    },
  },

  /** The number fields the form shows; a field not listed is filled in from a link only. */
  fields: {
    rate: { label: 'Hourly rate' },
    regularHours: { label: 'Regular hours per pay period' },
    overtimeHours: { label: 'Overtime hours per pay period', hint: 'Paid at 1.5 times the rate' },
    grossPay: { label: 'Gross pay per pay period' },
    netPay: {
      label: 'Take-home pay per pay period',
      hint: 'We work out the gross pay that leaves exactly this after withholding',
    },
    ytdWages: {
      label: 'Wages paid so far this year',
      hint: 'Caps such as the Social Security wage base count from these',
    },
    suiRate: {
      label: 'Your state unemployment (SUI) rate',
      hint: "From your state's rate notice; leave empty for the new-employer rate",
    },
    step3: { label: 'Step 3: credits (a year)' },
    step4a: { label: 'Step 4(a): other income (a year)' },
    step4b: { label: 'Step 4(b): deductions (a year)' },
    step4c: { label: 'Step 4(c): extra per pay period' },
    allowances: { label: 'Line 5: allowances' },
    additionalWithholding: { label: 'Line 6: additional amount per pay period' },
  } satisfies Record<string, FieldWording>,

  /** A local tax's fields, worded from the tax the state has. */
  localFields: {
    localTaxRate: (tax: LocalTaxSummary): FieldWording => ({ label: `${tax.label} rate` }),
    localServicesTax: (tax: LocalTaxSummary): FieldWording => ({
      label: `${tax.label} per pay period`,
      ...(tax.id === 'services'
        ? { hint: `At most $${tax.annualMaximum} in a year; leave it empty where your municipality levies none.` }
        : {}),
    }),
  },

  /** Each number field as a sentence names it ("Enter the hourly rate"): the engine's own names for its inputs. */
  fieldNames: {
    rate: 'the hourly rate',
    regularHours: 'the regular hours',
    overtimeHours: 'the overtime hours',
    overtimeMultiplier: 'the overtime multiplier',
    grossPay: 'the pay for one pay period',
    netPay: 'the take-home pay you want to offer',
    ytdWages: 'the wages paid so far this year',
    suiRate: 'your state unemployment rate',
    localTaxRate: 'the local tax rate',
    localServicesTax: 'the Local Services Tax per pay period',
    step3: 'the Step 3 amount',
    step4a: 'the Step 4(a) amount',
    step4b: 'the Step 4(b) amount',
    step4c: 'the Step 4(c) amount',
    allowances: 'the number of allowances',
    additionalWithholding: 'the additional amount',
  },

  /** What the visitor typed that cannot be used, beside its field. */
  input: {
    chooseState: 'Choose the state where your caregiver works',
    /** A pay period, as "the hours in …" names it. */
    periods: {
      daily: 'a day',
      weekly: 'a week',
      biweekly: 'two weeks',
      semimonthly: 'half a month',
      monthly: 'a month',
      quarterly: 'three months',
      semiannual: 'half a year',
      annual: 'a year',
    },
    tooManyHours: (limit: string, period: string) =>
      `That is more than the ${limit} hours in ${period}: enter the hours of one pay period`,
    overEngineHours: (max: number, kind: 'regular' | 'overtime') =>
      `The calculator takes at most ${max} ${kind} hours in one pay period: for a pay period this long, choose “The hours of each day” and give a typical week`,
    hoursTogether: (total: number, limit: string, period: string) =>
      `Regular and overtime hours together come to ${total}, more than the ${limit} hours in ${period}`,
    dayNegative: (day: string) => `${day}'s hours can't be negative`,
    dayComma: (day: string, advice: string) => `${day}'s hours: ${advice}`,
    dayNotANumber: (day: string) => `Enter ${day}'s hours as a number, like 8 or 7.5`,
    dayOver24ReadAsThousands: (day: string, typed: string, value: number, advice: string) =>
      `${day} has at most 24 hours: a comma separates thousands, so “${typed}” reads as ${value}; ${advice}`,
    dayOver24: (day: string) => `${day} has at most 24 hours`,
    noDay: 'Enter the hours of at least one day',
    dailyWeek: 'A daily payroll pays one day: choose weekly or longer, or give the regular and overtime hours',
    empty: (name: string) => `Enter ${name}`,
    negative: (name: string) => `${capitalise(name)} can't be negative`,
    notANumber: (name: string, example: string) => `Enter ${name} as a number, like ${example}`,
    overMax: (name: string, max: string) => `${capitalise(name)} can't be more than ${max}`,
    readAsThousands: (limit: string, typed: string, value: number, advice: string) =>
      `${limit}: a comma separates thousands, so “${typed}” reads as ${value}; ${advice}`,
    wholeNumber: (name: string) => `Enter ${name} as a whole number`,
    certificateNumber: 'Enter a number of 0 or more, as on the form',
    /** Use a point for the decimals: to follow a colon or start a sentence. */
    commaAdvice: (suggestion: string | undefined, money: boolean) => {
      const what = money ? 'cents' : 'a decimal';
      return suggestion === undefined
        ? `use a point for ${what}, like ${money ? '25.50' : '7.5'}`
        : `use a point for ${what}: ${suggestion}`;
    },
    payDateYears: (years: string, several: boolean) =>
      `The calculator covers pay dates in ${years}: choose a date in ${several ? 'one of those years' : 'that year'}`,
    payDateFormat: (example: string) => `Enter the pay date as a date, like ${example}`,
  },

  /** The engine's errors about its input, in the visitor's words beside the field that caused each. */
  engineErrors: {
    overLimit: (amount: string, limit: string) =>
      `At this rate the hours come to ${amount} for one pay period, more than the ${limit} the calculator works out: check the rate and the hours`,
    atMost: (name: string, max: string) => `${capitalise(name)} can't be more than ${max}`,
    atLeast: (name: string, min: string) => `${capitalise(name)} must be at least ${min}`,
    rates: (what: string, max: string) => `${what} rates go up to ${max}: check the rate on your notice`,
    unreachable: (max: string) =>
      `No pay up to ${max} a pay period leaves this take-home pay with these withholdings: lower the take-home pay or the extra withholding`,
    wholeCents: (name: string) => `Enter ${name} in dollars and cents, like 22.50`,
    other: (name: string, message: string) => `${capitalise(name)}: ${message}`,
    noRules: (what: string, date: string) =>
      `The calculator has no ${what} withholding rules for ${date}: choose another pay date`,
    noAllowance: (year: string) =>
      `The ${year} tax figures have no allowance amount for a Form W-4 from 2019 or earlier: choose “2020 or later” and enter the steps of a current form, or a pay date in another year`,
    noPlaceMinimum: (place: string, stateName: string, known: string) =>
      `"${place}" has no minimum wage of its own here; places in ${stateName} that do: ${known}. Otherwise choose “Elsewhere in ${stateName}”`,
    placeElsewhere: (stateName: string) => `. Otherwise choose “Elsewhere in ${stateName}”`,
    theState: 'the state',
    beyondPay: (amount: string, pay: string) => `${amount}, more than the ${pay} pay`,
    extraTooHigh: (amounts: string) =>
      `With this extra amount the withholding comes to ${amounts}: lower the extra amount`,
    taxesBeyondPay: (amounts: string) => `The taxes come to ${amounts}`,
    certificateAtMost: (label: string, max: string) => `“${label}” can't be more than ${max}`,
    certificateRange: (label: string, from: string, to: string) => `“${label}” goes from ${from} to ${to} on the form`,
  },

  /** The engine's notes name its own inputs for API callers; on the calculator they read as the fields a visitor sees. */
  visitor: {
    phrases: [
      [
        /; give annualCashWages if the year's total differs\./,
        '; if the year’s total will differ, the thresholds may too.',
      ],
      [
        / \(set withholdFederalIncomeTax to true for federal and state together, or withholdStateIncomeTax for the state alone\)\./,
        ' If your caregiver asks, tick “Your caregiver asked you to withhold income tax”.',
      ],
      [
        /\(set withholdFederalIncomeTax to true\)/,
        '(tick “Your caregiver asked you to withhold income tax” if they did)',
      ],
      [/ as suiRate \(0\.027 for 2\.7%\)/, ' as “Your state unemployment (SUI) rate” under Advanced'],
      [/\bsuiRate\b/, '“Your state unemployment (SUI) rate” under Advanced'],
      [/ Enter the base from your state notice as suiWageBase\./, ''],
      [/the suiWageBase you gave/, 'the wage base you gave'],
      [/ \(no payDate given\)/, ''],
      [/; give payDate for a pay from that day\./, '.'],
      [
        /, or give the hours of each day \(hoursByDay\) to have them worked out\./,
        ', or choose “The hours of each day” to have them worked out.',
      ],
      [/can be entered as localTaxRate/, 'are not included in this calculator'],
      [/enter the work location's rate as localTaxRate/, 'they are not included in this calculator'],
      [/go in localTaxRate/, 'are not included in this calculator'],
      [/\blocalTaxRate\b/, 'a local tax rate (not in this calculator)'],
    ] as ReadonlyArray<readonly [RegExp, string]>,
    /** How a certificate's label says a rate is a fraction, dropped where the field takes a percentage. */
    asAFraction: / as a fraction/g,
    /** "0.05 for 5%": the percentage alone. */
    fractionFor: /\b0\.\d+ for (\d+(?:\.\d+)?%)/g,
    /** The engine's name of a certificate input, with "(a fraction)" and the codes it takes after it. */
    certificateInput: /stateW4\.([A-Za-z]+)( \(a fraction\))?(?: \(([a-z][A-Za-z]*(?: or [a-z][A-Za-z]*)*)\))?/g,
    /** Between the codes the engine lists. */
    codeSeparator: ' or ',
    countyRate: 'the county rate',
    stateCertificate: 'state certificate',
    aPercentage: ' (a percentage)',
    onTheForm: (named: string, percentage: string, form: string, options: string) =>
      `“${named}”${percentage} on the ${form}${options}`,
    or: ' or ',
  },

  /** The breakdown's rows; the engine names a state's or city's own taxes. */
  rows: {
    grossWages: 'Gross wages',
    employerSocialSecurity: 'Social Security (employer share)',
    employerMedicare: 'Medicare (employer share)',
    futa: 'FUTA (federal unemployment)',
    sui: 'State unemployment (SUI)',
    employerTotalTaxes: 'Total employer taxes',
    employerTotalCost: 'Total employer cost',
    grossPay: 'Gross pay',
    socialSecurity: 'Social Security',
    medicare: 'Medicare',
    additionalMedicare: 'Additional Medicare',
    federalIncomeTax: 'Federal income tax',
    stateIncomeTax: 'State income tax',
    netPay: 'Net pay',
  },

  /** Why the yearly figure is not the pay period's times the periods. */
  yearNote: {
    /** Which side pays goes without saying in the sentence: dropped from a row's label. */
    sideOfLabel: / \((employee|employer)\)$/,
    and: ' and ',
    bothUnemployment: (futa: string, sui: string, stateName: string) =>
      `federal and state unemployment taxes stop once wages reach their yearly limits (${futa} for federal, ${sui} for ${stateName})`,
    futa: (limit: string) => `federal unemployment tax stops once wages reach its yearly limit (${limit})`,
    sui: (stateName: string, limit: string) =>
      `${stateName} unemployment tax stops once wages reach its yearly limit (${limit})`,
    socialSecurity: (limit: string) => `Social Security stops once wages reach its yearly limit (${limit})`,
    stopsAtWages: (label: string, limit: string) => `${label} stops once wages reach its yearly limit (${limit})`,
    stopsAtAmount: (label: string, amount: string) => `${label} stops once it comes to ${amount} for the year`,
    startsAboveWages: (label: string, wages: string) => `${label} starts once wages pass ${wages} for the year`,
    wholeYear: (label: string) => `${label} is worked out for the year as a whole`,
    earlierWages: (amount: string) =>
      `this pay period counts the ${amount} already paid this year, while the yearly figure is a full year at this pay from 1 January`,
    cost: 'cost',
    takeHome: 'take-home pay',
    sentence: (what: string, annual: string, less: boolean, periods: number, times: string, reasons: string) =>
      `Your yearly ${what}, ${annual}, is ${less ? 'less' : 'more'} than ${periods} × the ${what} per pay period (${times}): ${reasons}.`,
  },

  /** The inputs panel. */
  inputs: {
    formLabel: "Your caregiver's pay",
    chooseState: 'Choose a state',
    approximated: (stateName: string) =>
      `${stateName} prints no withholding table for this pay period: its state income tax here is our closest estimate.`,
    advanced: 'Advanced: wages paid so far this year, your SUI rate',
  },

  /** Pay by the hour: the minimum wage, the hours, the rules that turn on the caregiver's work. */
  hours: {
    federalLaw: 'under federal law',
    inPlace: (jurisdiction: string) => `in ${jurisdiction}`,
    staleMinimum: (jurisdiction: string, since: string) =>
      ` ${jurisdiction} adjusts its minimum every year and raised it on ${since}: check its current rate.`,
    noCompanionMinimum: 'No minimum wage law covers a companion you hire directly here.',
    belowMinimum: (hourly: string, where: string, since: string, later: string) =>
      `Below the minimum wage: ${hourly} an hour ${where} since ${since}.${later}`,
    minimum: (hourly: string, where: string, later: string) =>
      `The minimum wage is ${hourly} an hour ${where}.${later}`,
    regular: (hours: string) => `${hours} regular`,
    overtime: (hours: string) => `${hours} at time and a half`,
    doubleTime: (hours: string) => `${hours} at double time`,
    sameEachWeekday: 'Same hours each weekday',
    sameEachWeekdayHint: 'Fills Monday to Friday; change any day below.',
    hoursAWeek: (hours: string) => `${hours} hours a week`,
    weekSplit: (split: string) => `: ${split}`,
    periodSplit: (split: string) => `; this pay period: ${split}`,
    hoursLegend: 'Hours',
    byDay: 'The hours of each day: we work out the overtime',
    split: 'I know the regular and overtime hours of a pay period',
    placeHint: 'Some cities and counties set a higher minimum wage.',
    elsewhere: (stateName: string) => `Elsewhere in ${stateName}`,
    theState: 'the state',
  },

  /** Income tax withholding: the election, the state's rule, the W-4 and the state's certificate. */
  withholding: {
    legend: 'Income tax withholding',
    hint: 'Household employers withhold income tax only when the caregiver asks and they agree. Social Security and Medicare are withheld either way.',
    required: (stateName: string) => `${stateName} income tax is withheld either way: `,
    notPermitted: (stateName: string) => `${stateName} income tax is never withheld from a household employee: `,
    source: (title: string) => `Source: ${title}`,
    theirW4: 'Their Form W-4',
    certificateLegend: (form: string) => `Your caregiver's ${form}`,
    certificateHint: 'Leave a field empty for what the state applies when no form was filed.',
    notGiven: 'Not given',
    stateCertificate: 'state certificate',
  },

  /** Local income taxes and the search of a state's list of places. */
  localTaxes: {
    heading: 'Local taxes',
    search: {
      IN: {
        label: 'Your caregiver’s county (look up its tax rate)',
        hint: 'The county they lived in on 1 January; type its name.',
      },
      OH: {
        label: 'Your caregiver’s school district (look up its tax)',
        hint: 'Only districts with an income tax are listed; type its name or number.',
      },
    } as Readonly<Record<string, { label: string; hint: string }>>,
    paWorkplace: 'Where the work is done (your home): municipality',
    paWorkplaceHint: "Type your town, borough or township; the Local Services Tax is your municipality's.",
    paResidence: 'Where your caregiver lives, if elsewhere: municipality',
    paResidenceHint:
      "Their earned income tax is the higher of their home's resident rate and your municipality's non-resident rate.",
    using: (place: string) => `Using ${place}.`,
    listFailed: 'The list could not be loaded. Check your connection and type again.',
    matching: (query: string) => `Places matching “${query}”`,
  },

  /** The figures. */
  results: {
    notYetPublished: (requested: number, used: number) =>
      `The ${requested} tax figures are not all published yet, so these use ${used}'s rates, wage bases and tables. Expect the ${requested} amounts to differ a little.`,
    taxYear: (year: number) => `${year} tax year`,
    perPayPeriodOf: (yearLabel: string) => `per pay period (${yearLabel})`,
    announced: (label: string, perPeriod: string, annual: string) =>
      `${label}: ${perPeriod} per pay period, ${annual} a year.`,
    budgetCaption: 'What you pay',
    paycheckCaption: 'What your caregiver takes home',
    caption: (what: string, yearLabel: string) => `${what} (${yearLabel})`,
    gated: "Enter your e-mail address below to see every tax line, and we'll send you the estimate too.",
    yearEndSummary: (year: number) => `At year end: the ${year} W-2 and Schedule H for a full year at this pay`,
    taxBreaksSummary: (year: number) => `Your own tax breaks for this care in ${year} (an estimate)`,
    benefitsHeading: 'Paying on the books helps your caregiver qualify for',
    otherNotes: 'Other notes',
    perPayPeriod: 'Per pay period',
    perYear: 'Per year',
    showTheMath: 'Show the math',
    forRow: (label: string) => ` for ${label}`,
    loadingMath: 'Loading the math…',
    notesOn: (label: string) => `Notes on ${label}`,
    barMore: 'per pay period · see the figures',
  },

  /** "Show the math": where each figure comes from. */
  math: {
    source: 'Source: ',
    loadingSource: 'Loading source…',
    yourEntry: 'Your entry',
    sourceUnavailable: 'Source unavailable right now',
    notAvailable: 'The working for this line is not available.',
    stepsLabel: 'How it is worked out',
  },

  /** Where the money goes, as one bar. */
  chart: {
    net: 'Net pay to your caregiver',
    withheld: 'Withheld from their pay',
    employerTaxes: 'Your employer taxes',
    description: (total: string, parts: string) => `Of ${total} you pay per pay period: ${parts}.`,
    part: (label: string, amount: string) => `${label.toLowerCase()} ${amount}`,
  },

  /** The year at this pay as the W-2 and Schedule H will show it. */
  yearEnd: {
    w2Heading: (year: number) => `Your caregiver's ${year} Form W-2`,
    scheduleHHeading: (year: number) => `Your ${year} Schedule H (with your Form 1040)`,
    box1: 'Box 1: wages',
    box2: 'Box 2: federal income tax withheld',
    box4: 'Box 4: Social Security tax withheld',
    box6: 'Box 6: Medicare tax withheld',
    box17: 'Box 17: state income tax',
    socialSecurity: 'Social Security tax (both shares)',
    medicare: 'Medicare tax (both shares)',
    federalIncomeTax: 'Federal income tax withheld',
    futa: 'FUTA tax',
    total: 'Total household employment taxes',
    sui: (amount: string) =>
      `State unemployment tax (${amount} a year) is paid to the state with its own returns, not on Schedule H.`,
  },

  /** The family's own tax breaks for this care. */
  taxBreaks: {
    notInData: (year: number) => `The ${year} rules for these tax breaks are not in our data yet.`,
    agi: (year: number) => `Your household's adjusted gross income for ${year}`,
    amountError: 'Enter an amount in dollars',
    joint: 'Married filing jointly',
    dependents: 'Children or dependents in care',
    one: 'One',
    twoOrMore: 'Two or more',
    fsa: (limit: string) => `Dependent care FSA you set aside (up to ${limit})`,
    fsaExcluded: 'Care paid with your FSA, free of income tax',
    credit: (rate: number, expenses: string) => `Child and dependent care credit (${rate}% of ${expenses})`,
    estimate: (year: number, highest: string, lowest: string, one: string, twoOrMore: string, fsa: string) =>
      `An estimate with the ${year} rules: a credit of ${highest} down to ${lowest} by income on up to ${one} of care for one dependent, ${twoOrMore} for two or more; an FSA of up to ${fsa}. Your tax preparer has the final word.`,
  },

  /** Print and copy a link. */
  share: {
    print: 'Print',
    copyLink: 'Copy link',
    copied: 'Link copied',
    refused: 'Your browser did not let us copy the link: copy it from the box below.',
    linkLabel: 'Link to these results',
  },

  /** "E-mail my results". */
  email: {
    badAddress: 'Enter an e-mail address like name@example.com',
    answer: (question: string) => `Answer "${question}"`,
    toast: (to: string) => `We e-mailed your estimate to ${to}.`,
    sent: (to: string) => `Sent to ${to}. Check your inbox for your estimate and a link back to it.`,
    heading: 'E-mail my results',
    address: 'Your e-mail address',
    failed: 'Your estimate was not sent. Your details are still here: try again.',
    sending: 'Sending…',
    tryAgain: 'Try again',
    send: 'E-mail my results',
  },

  /** What a family does next in the state of the result. */
  nextSteps: {
    ein: {
      heading: 'Federal employer identification number (EIN)',
      text: "Apply to the IRS for a free EIN as soon as you hire: the state's forms, Schedule H and your caregiver's W-2 all ask for it.",
    },
    federalFiling: {
      heading: 'Once a year with the IRS',
      text: "Social Security, Medicare and federal unemployment tax go on Schedule H with your own Form 1040, and your caregiver's W-2 is due by January 31.",
    },
    guideLink: (place: string) => `Read the full guide to nanny taxes in ${place}`,
    heading: (place: string) => `Your next steps as a household employer in ${place}`,
    loading: (place: string) => `Loading the steps for ${place}…`,
    register: 'Register',
    newHire: 'Report your new caregiver',
    fileAndPay: 'File and pay',
    failed: 'The steps could not be loaded just now: the guide has them.',
  },

  /** The printout's list of inputs. */
  printout: {
    heading: 'Your inputs',
    pay: 'Pay',
    withholding: 'Income tax withholding',
    certificate: (form: string) => `Your caregiver's ${form}`,
    localTaxes: 'Local taxes',
    whatYouCalculated: 'What you calculated',
    yes: 'Yes',
    no: 'No',
    none: 'None',
    noHours: 'No hours',
    week: (days: string, total: number) => `${days} (${total} hours a week)`,
    overtimePaidAt: 'Overtime paid at',
    timesTheRate: (multiplier: string) => `${multiplier} times the rate`,
    notChosen: 'Not chosen',
    today: 'Today',
    newEmployerRate: 'The new-employer rate',
    notGiven: 'Not given',
  },
};
