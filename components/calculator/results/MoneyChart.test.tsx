import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { CalculatorMessagesContext } from '../messages/context.client';
import { en } from '../messages/en-US';
import { calculatePayroll, type PayrollResult } from '@/tax';
import { renderHtml, textOf } from '@/components/blocks/test-utils';
import { headlineRowId, money, resultRows } from '../model/result-rows';
import { MoneyChart } from './MoneyChart.client';
import { YearEnd } from './YearEnd.client';

function result(input: Record<string, unknown>): PayrollResult {
  const outcome = calculatePayroll({ taxYear: 2026, payFrequency: 'weekly', ...input });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.value;
}

const rowOf = (shown: PayrollResult, mode: 'budget' | 'paycheck', id: string) => {
  const row = resultRows(shown, mode, en).find((candidate) => candidate.id === id);
  if (row === undefined) throw new Error(`no row ${id}`);
  return row;
};

/** The chart, the headline and the year-end forms show the table's own figures, to the cent. */
/** A panel as the calculator shows it: inside its words' provider. */
const inEnglish = (panel: ReactNode): string =>
  renderHtml(<CalculatorMessagesContext.Provider value={en}>{panel}</CalculatorMessagesContext.Provider>);

describe('the chart and the year end agree with the rows', () => {
  it.each([
    { state: 'TX', grossPay: 1234.57 },
    { state: 'CA', grossPay: 1234.57, withholdFederalIncomeTax: true },
    { state: 'NY', grossPay: 2999.99, withholdFederalIncomeTax: true },
    { state: 'WA', grossPay: 3733.33 },
  ])('%o', (input) => {
    const shown = result(input);
    const html = inEnglish(<MoneyChart result={shown} />);
    const chart = textOf(html);
    const net = rowOf(shown, 'paycheck', 'employee.netPay');
    const gross = rowOf(shown, 'budget', 'grossPay');
    const taxes = rowOf(shown, 'budget', 'employer.totalTaxes');
    const headline = rowOf(shown, 'budget', headlineRowId('budget', 'gross'));
    expect(chart).toContain(`Net pay to your caregiver: ${money(net.perPeriod)}`);
    expect(chart).toContain(
      `Withheld from their pay: ${money((Math.round(gross.perPeriod * 100) - Math.round(net.perPeriod * 100)) / 100)}`,
    );
    expect(chart).toContain(`Your employer taxes: ${money(taxes.perPeriod)}`);
    expect(html).toContain(`aria-label="Of ${money(headline.perPeriod)} you pay per pay period`);
    const yearEnd = textOf(inEnglish(<YearEnd result={shown} taxYear={2026} />));
    expect(yearEnd).toContain(`FUTA tax ${money(rowOf(shown, 'budget', 'employer.futa').annual)}`);
    expect(yearEnd).toContain(
      `State unemployment tax (${money(rowOf(shown, 'budget', 'employer.sui').annual)} a year)`,
    );
    expect(yearEnd).toContain(`Box 1: wages ${money(gross.annual)}`);
  });
});
