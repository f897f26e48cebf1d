/**
 * A number as a visitor types it into the calculator: "$1,250.50", " 25 ", "2.7%", and the decimal comma
 * many people write ("25,50"). A comma is read only where it can mean one thing: groups of three digits
 * are thousands ("1,000", "1,000.50"); one comma followed by one or two digits, with no other separator,
 * is a decimal comma ("25,50", "7,5"). Anything else with a comma is not guessed at: the visitor is told
 * to use a point, with the number we think they meant where there is one.
 */
import type { CalculatorMessages } from '../messages/types';

export type NumberText =
  | {
      ok: true;
      value: number;
      /** Commas were read as thousands ("2,550" is 2550): worth saying when the number is too big. */ thousands: boolean;
    }
  | { ok: false; problem: 'empty' | 'negative' | 'notANumber' }
  | {
      ok: false;
      problem: 'comma';
      /** What we think was meant, written with a point ("1234.56"); undefined when we cannot tell. */ suggestion:
        string | undefined;
    };

const PLAIN = /^(\d*\.?\d+|\d+\.)$/;
/** US thousands: the first group has no leading zero ("0,500" is a decimal comma, not five hundred). */
const THOUSANDS = /^[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/;
const DECIMAL_COMMA = /^\d*,\d{1,2}$/;
/** European grouping: points between thousands, a comma before the cents ("1.234,56"). */
const EUROPEAN = /^[1-9]\d{0,2}(\.\d{3})+,\d{1,2}$/;

/** Reads what was typed; a "$" before it and a "%" after it are the field's own signs and are dropped. */
export function readNumberText(typed: string): NumberText {
  const text = typed
    .trim()
    .replace(/%$/, '')
    .trim()
    .replace(/^(-?)\s*\$\s*/, '$1');
  if (text === '') return { ok: false, problem: 'empty' };
  if (text.startsWith('-')) return { ok: false, problem: readNumberText(text.slice(1)).ok ? 'negative' : 'notANumber' };
  if (PLAIN.test(text)) return { ok: true, value: Number(text), thousands: false };
  if (THOUSANDS.test(text)) return { ok: true, value: Number(text.replace(/,/g, '')), thousands: true };
  if (DECIMAL_COMMA.test(text)) return { ok: true, value: Number(text.replace(',', '.')), thousands: false };
  if (!text.includes(',')) return { ok: false, problem: 'notANumber' };
  if (EUROPEAN.test(text))
    return { ok: false, problem: 'comma', suggestion: text.replace(/\./g, '').replace(',', '.') };
  // One comma among digits ("0,500", "1,2345"): a decimal comma, most likely; more than one cannot be told apart.
  if (/^\d+,\d+$/.test(text)) return { ok: false, problem: 'comma', suggestion: text.replace(',', '.') };
  return { ok: false, problem: 'comma', suggestion: undefined };
}

/** What to tell a visitor whose comma could not be read, to follow a colon or start a sentence: money has cents, other numbers a decimal part. */
export const commaAdvice = (suggestion: string | undefined, money: boolean, messages: CalculatorMessages): string =>
  messages.input.commaAdvice(suggestion, money);

/** The same advice as a message of its own, beside the field. */
export const commaMessage = (suggestion: string | undefined, money: boolean, messages: CalculatorMessages): string => {
  const advice = commaAdvice(suggestion, money, messages);
  return advice.charAt(0).toUpperCase() + advice.slice(1);
};
