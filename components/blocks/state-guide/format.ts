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
