/** The calculator specs' shared pieces: the tax engine's CLI as its own process, and the breakdown read by its row labels. */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { resultRows, money } from '@/components/blocks/calculator/result-rows';
import type { PayrollResult } from '@/tax';

export { money };

export function cli(input: object): PayrollResult {
  return JSON.parse(execFileSync('node_modules/.bin/tsx', ['tax/cli.ts', '-'], { input: JSON.stringify(input), encoding: 'utf8' })) as PayrollResult;
}

export async function expectTable(page: Page, expected: PayrollResult, mode: 'budget' | 'paycheck') {
  const table = page.getByRole('table');
  for (const line of resultRows(expected, mode)) {
    const row = table.getByRole('row', { name: new RegExp(`^${line.label.replace(/[()]/g, '\\$&')} `) });
    await expect(row.getByRole('cell')).toHaveText([money(line.perPeriod), money(line.annual)]);
  }
}

/** A New York City resident's IT-2104 (married, two allowances), weekly $1,000. */
export const NEW_YORK_CITY_RESIDENT = {
  taxYear: 2026,
  state: 'NY',
  payFrequency: 'weekly',
  grossPay: 1000,
  w4: { filingStatus: 'single', step2Checkbox: false },
  withholdFederalIncomeTax: false,
  stateW4: { filingStatus: 'married', allowances: 2, residence: 'newYorkCity' },
};
