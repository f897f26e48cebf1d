import { roundCents } from './money';

/**
 * Dollar text for notes ("$3,000", "$1,234.50"). Hand-rolled because
 * toLocaleString goes through Intl, which costs more than a whole
 * calculation on the benchmark's budget.
 */
export function dollars(amount: number): string {
  const cents = Math.round(roundCents(amount) * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === 0 ? `$${grouped}` : `$${grouped}.${String(fraction).padStart(2, '0')}`;
}

export function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}
