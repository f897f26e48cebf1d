import type { LocaleCode } from '@/engine/locale';

export interface PricingMessages {
  /** After a plan's price: "$80 a month". */
  perMonth: string;
  /** The year-end fee, already written as money: "Year-end tax preparation: $100 a year." */
  yearEndFee: (fee: string) => string;
}

const en: PricingMessages = {
  perMonth: 'a month',
  yearEndFee: (fee) => `Year-end tax preparation: ${fee} a year.`,
};

const es: PricingMessages = {
  perMonth: 'al mes',
  yearEndFee: (fee) => `Preparación de impuestos de fin de año: ${fee} al año.`,
};

export const pricingMessages: Record<LocaleCode, PricingMessages> = { 'en-US': en, 'es-US': es };
