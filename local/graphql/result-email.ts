/**
 * The e-mail the local server "sends" for taxCalculatorResultSend, in the
 * language the page asked for. The result lines arrive already in that
 * language (the calculator's own labels); the server writes the rest and
 * formats the money for the locale. A Record by locale: a site language
 * without its e-mail does not compile.
 */
import type { LocaleCode } from '@/engine/locale';
import type { TaxCalculatorResultSendInput } from '@/services/graphql/operations/tax-calculator-result-send';

interface EmailWords {
  subject: string;
  mode: Record<TaxCalculatorResultSendInput['mode'], string>;
  /** The pay frequency codes the calculator sends, as words; an unknown code is shown as sent. */
  frequency: Record<string, string>;
  heading: (taxYear: number, mode: string, state: string, frequency: string) => string;
  line: (label: string, perPeriod: string, annual: string) => string;
  openAgain: (url: string) => string;
}

const WORDS: Record<LocaleCode, EmailWords> = {
  'en-US': {
    subject: 'Your nanny tax estimate',
    mode: { BUDGET: 'budget', PAYCHECK: 'paycheck' },
    frequency: {
      daily: 'daily',
      weekly: 'weekly',
      biweekly: 'every two weeks',
      semimonthly: 'twice a month',
      monthly: 'monthly',
      quarterly: 'every three months',
      semiannual: 'twice a year',
      annual: 'once a year',
    },
    heading: (taxYear, mode, state, frequency) => `Your ${taxYear} ${mode} estimate for ${state}, paid ${frequency}:`,
    line: (label, perPeriod, annual) => `${label}: ${perPeriod} per pay period, ${annual} a year`,
    openAgain: (url) => `Open it again: ${url}`,
  },
  'es-US': {
    subject: 'Su cálculo de impuestos de niñera',
    mode: { BUDGET: 'presupuesto', PAYCHECK: 'cheque de pago' },
    frequency: {
      daily: 'a diario',
      weekly: 'cada semana',
      biweekly: 'cada dos semanas',
      semimonthly: 'dos veces al mes',
      monthly: 'cada mes',
      quarterly: 'cada tres meses',
      semiannual: 'dos veces al año',
      annual: 'una vez al año',
    },
    heading: (taxYear, mode, state, frequency) =>
      `Su cálculo de ${taxYear} (${mode}) para ${state}, con pago ${frequency}:`,
    line: (label, perPeriod, annual) => `${label}: ${perPeriod} por período de pago, ${annual} al año`,
    openAgain: (url) => `Vuelva a abrirlo: ${url}`,
  },
};

export interface ResultEmail {
  subject: string;
  text: string;
}

export function resultEmail(input: TaxCalculatorResultSendInput, locale: LocaleCode): ResultEmail {
  const words = WORDS[locale];
  const money = (amount: number) => amount.toLocaleString(locale, { style: 'currency', currency: 'USD' });
  return {
    subject: words.subject,
    text: [
      words.heading(
        input.taxYear,
        words.mode[input.mode],
        input.state,
        words.frequency[input.payFrequency] ?? input.payFrequency,
      ),
      ...input.lines.map((line) => words.line(line.label, money(line.perPeriod), money(line.annual))),
      ...(input.shareUrl ? [words.openAgain(input.shareUrl)] : []),
    ].join('\n'),
  };
}
