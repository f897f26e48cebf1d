/**
 * The arithmetic that tells a number that is a card, a bank routing number
 * or a taxpayer id from one that only looks like it, so ordinary numbers in
 * log lines (counts, durations, ids) are not masked by mistake.
 */

/** Luhn's check digit, which every payment card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

/** The ABA routing number checksum: weights 3, 7, 1 repeated, the sum a multiple of 10. */
export function abaValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || digits === '000000000') return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += Number(digits[index]) * (ABA_WEIGHTS[index] ?? 0);
  return sum % 10 === 0;
}

export type TaxpayerIdKind = 'ssn' | 'itin';

function itinGroup(group: number): boolean {
  return (group >= 50 && group <= 65) || (group >= 70 && group <= 88) || (group >= 90 && group <= 92) || group >= 94;
}

/**
 * Whether area-group-serial has the shape the SSA or the IRS issues: an SSN's
 * area is never 000, 666 or 9xx; an ITIN's area is 9xx with a group the IRS
 * uses (50-65, 70-88, 90-92, 94-99). Neither has group 00 or serial 0000.
 */
export function taxpayerIdKind(area: string, group: string, serial: string): TaxpayerIdKind | undefined {
  if (!/^\d{3}$/.test(area) || !/^\d{2}$/.test(group) || !/^\d{4}$/.test(serial)) return undefined;
  const [areaNumber, groupNumber] = [Number(area), Number(group)];
  if (groupNumber === 0 || serial === '0000') return undefined;
  if (areaNumber >= 900) return itinGroup(groupNumber) ? 'itin' : undefined;
  return areaNumber === 0 || areaNumber === 666 ? undefined : 'ssn';
}
