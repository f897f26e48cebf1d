/**
 * Hours are counted in whole hundredths of an hour, so 7.5 + 0.1 + ... never drifts: a pay stub shows hours to two
 * decimals, and every threshold in the law is a whole or half hour.
 */
export const toHundredths = (hours: number): number => Math.round(hours * 100);
export const fromHundredths = (hundredths: number): number => hundredths / 100;
