/** Dollars as a guide states them: whole dollars when there are no cents. */
export function dollars(amount: number): string {
  const whole = Number.isInteger(amount);
  return amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

/** A rate held as a fraction, as a percentage with no trailing zeros (0.0265 → "2.65%"). */
export function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(4)).toString()}%`;
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "2026-11-25" → "November 25, 2026". */
export const longDate = (iso: string): string => DATE.format(new Date(`${iso}T00:00:00Z`));
