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

/** Money in a table of amounts, always to the cent, as the calculator shows the same lines ("$243.00"). */
export function cents(amount: number): string {
  return amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** A rate held as a fraction, as a percentage with no trailing zeros (0.0265 → "2.65%"). */
export function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(4)).toString()}%`;
}

const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A day of every year as the guide's dates name it: "07-01" → "July 1". */
export const monthDay = (mmdd: string): string => MONTH_DAY.format(new Date(`2000-${mmdd}T12:00:00Z`));
