/** The calculator specs' shared pieces: the tax engine's CLI as its own process, and the breakdown read by its row labels. */
import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { en } from '@/components/calculator/messages/en-US';
import { resultRows, money } from '@/components/calculator/model/result-rows';
import type { PayrollResult } from '@/tax';

export { money };

/**
 * The calculator takes today as the pay date: the specs fix the browser's calendar on this day, and
 * the CLI gets the same pay date, so the two apply the same rules whatever day the tests run.
 */
export const PAY_DATE = '2026-03-02';

export async function fixCalendar(page: Page): Promise<void> {
  await page.clock.setFixedTime(new Date(`${PAY_DATE}T12:00:00`));
}

export function cli(input: object): PayrollResult {
  const dated =
    'payDate' in input || !('taxYear' in input) || input.taxYear !== Number(PAY_DATE.slice(0, 4))
      ? input
      : { ...input, payDate: PAY_DATE };
  return JSON.parse(
    execFileSync('node_modules/.bin/tsx', ['tax/cli.ts', '-'], { input: JSON.stringify(dated), encoding: 'utf8' }),
  ) as PayrollResult;
}

export async function expectTable(page: Page, expected: PayrollResult, mode: 'budget' | 'paycheck') {
  const table = page.getByRole('table');
  for (const line of resultRows(expected, mode, en)) {
    const row = table.getByRole('row', { name: new RegExp(`^${line.label.replace(/[()]/g, '\\$&')} `) });
    await expect(row.getByRole('cell')).toHaveText([money(line.perPeriod), money(line.annual)]);
  }
}

/** A New York City resident's IT-2104 (married, two allowances), weekly $1,000, who asked for withholding. */
export const NEW_YORK_CITY_RESIDENT = {
  taxYear: 2026,
  state: 'NY',
  payFrequency: 'weekly',
  grossPay: 1000,
  w4: { filingStatus: 'single', step2Checkbox: false },
  withholdFederalIncomeTax: true,
  stateW4: { filingStatus: 'married', allowances: 2, residence: 'newYorkCity' },
};
