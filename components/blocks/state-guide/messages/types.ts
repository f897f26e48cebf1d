/**
 * Every word a state guide writes itself, in one language. Figures, dates and data texts arrive already formatted
 * and translated, so each message only places them in a sentence.
 */
import type { NoteFactWords } from '../note-facts-words/types';

export interface StateGuideMessages {
  page: {
    heading: (name: string) => string;
    figuresFor: (taxYear: string, checked: string) => string;
    becomeEmployer: (name: string) => string;
    register: string;
    taxesIn: (taxYear: string) => string;
    taxCaption: (name: string, taxYear: string) => string;
    taxColumn: string;
    payerColumn: string;
    figureColumn: string;
    localTaxes: string;
    localTaxesIntro: (name: string) => string;
    filing: string;
    federalFiling: string;
    exampleHeading: (weeklyWage: string) => string;
    caregiverPay: string;
    grossPay: string;
    takeHomePay: string;
    onTopOfWage: string;
    totalCost: string;
    lineColumn: string;
    weekColumn: string;
    yearColumn: string;
    changeFigures: string;
    goodToKnow: (name: string) => string;
  };
  /** Lead a citation: "Source: " before one, "Sources: " before several. */
  source: { one: string; many: string };
  thresholds: {
    calendarQuarter: string;
    calendarYear: string;
    stateTax: (name: string) => string;
    stateUnknown: (name: string) => string;
    stateOnce: (amount: string, period: string) => string;
    futa: string;
    futaOnce: (amount: string) => string;
    socialSecurityAndMedicare: string;
    ficaOnce: (amount: string) => string;
  };
  taxes: {
    you: string;
    caregiver: string;
    both: string;
    assigned: string;
    assignedRange: (min: string, max: string) => string;
    stateInsurance: (name: string) => string;
    newEmployerRate: (rate: string) => string;
    /** Follows the rate directly: its own leading comma or space. */
    onAllWages: string;
    /** Follows the rate directly: its own leading comma or space. */
    onFirstWages: (amount: string) => string;
    programRateUnset: string;
    ofWages: (rate: string) => string;
    fica: (total: string, socialSecurity: string, wageBase: string, medicare: string) => string;
    futaOnFirstWages: (amount: string) => string;
    futaUnknownReduction: (rate: string, onWages: string, name: string) => string;
    futaReduced: (total: string, onWages: string, usual: string, reduction: string, name: string) => string;
    futaNet: (rate: string, onWages: string, name: string) => string;
  };
  withholding: {
    noneHeading: string;
    none: (name: string) => string;
    /** Follows the sentence before it: its own leading space. */
    certificate: (form: string) => string;
    unknownHeading: string;
    unknown: (name: string, certificate: string) => string;
    voluntaryHeading: string;
    requiredHeading: (name: string) => string;
    notPermittedHeading: (name: string) => string;
  };
  example: {
    paid: (weeklyWage: string) => string;
    stateWithheld: (name: string) => string;
    noneWithheld: string;
    assignedRate: (paid: string, incomeTax: string, name: string) => string;
    newEmployerRate: (paid: string, name: string, rate: string, incomeTax: string) => string;
    socialSecurity: string;
    medicare: string;
    stateIncomeTax: (name: string) => string;
    futa: string;
    stateUnemployment: (name: string) => string;
  };
  payRules: {
    heading: (name: string) => string;
    intro: (name: string) => string;
    minimumWage: string;
    wageCaption: (asOf: string) => string;
    setBy: string;
    now: string;
    next: string;
    federalLaw: string;
    notYetInForce: string;
    /** "$7.25 since July 24, 2009": what comes between the rate and the day it took effect. */
    since: string;
    /** "$17.00 from January 1, 2027": what comes between the rate and the day it takes effect. */
    from: string;
    /** Before the out-of-date rate, which follows in bold. */
    raisedAgain: (on: string) => string;
    /** After the out-of-date rate: its own leading space. */
    raisedAgainRest: (since: string) => string;
    adjustedEvery: (monthDay: string) => string;
    adjustedEveryNotSet: (monthDay: string) => string;
    noChange: string;
    highest: string;
    highestWithRegions: (regions: string, name: string) => string;
    /** Between two regions' names. */
    and: string;
    askCoverage: (name: string) => string;
    federalApplies: string;
    federalAppliesOrLocal: string;
    overtime: string;
    overtimeCaption: (name: string) => string;
    worker: string;
    stateLaw: (name: string) => string;
    livesOut: string;
    livesIn: string;
    noFederalRule: string;
    noStateOvertime: (name: string) => string;
    askLaborDepartment: (name: string) => string;
    notRequired: (where: string) => string;
    required: (where: string) => string;
    requiredFrom: (where: string, date: string) => string;
    requiredSince: (where: string, date: string) => string;
    dayOfRest: string;
    dayOfRestAsked: string;
    sickLeave: string;
    sickLeaveAsked: string;
    writtenAgreement: string;
    writtenAgreementAsked: string;
    askRequirement: (name: string, asked: string) => string;
  };
  noteFacts: NoteFactWords;
}
