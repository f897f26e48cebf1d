import { describe, expect, it } from 'vitest';
import { describeStates } from '../engine/describe';
import { calculatePayroll } from '../engine/payroll';

function errors(input: Record<string, unknown>): { path: string; message: string }[] {
  const outcome = calculatePayroll({ taxYear: 2026, payFrequency: 'weekly', grossPay: 800, ...input });
  return outcome.ok ? [] : outcome.errors;
}

describe('certificate fields a state form does not have, or out of its range', () => {
  it('a field the form lacks names the field and lists the fields of the form', () => {
    const [e] = errors({ state: 'NC', stateW4: { dependents: 2 } });
    expect(e?.path).toBe('stateW4.dependents');
    expect(e?.message).toMatch(
      /North Carolina \(Form NC-4\) has no "dependents" field; its fields are: filingStatus, allowances, additionalWithholding, exempt/,
    );
  });

  it('a value outside the form range is refused with the range', () => {
    const [e] = errors({ state: 'MD', stateW4: { countyRate: 0.05 } });
    expect(e?.path).toBe('stateW4.countyRate');
    expect(e?.message).toMatch(/from 0\.0225 to 0\.033, got 0\.05/);
    expect(errors({ state: 'IL', stateW4: { additionalAllowances: 5 } }).map((x) => x.path)).toEqual([
      'stateW4.additionalAllowances',
    ]);
  });

  it('an unknown residence names the localities the form offers', () => {
    const [e] = errors({ state: 'NY', stateW4: { residence: 'buffalo' } });
    expect(e?.path).toBe('stateW4.residence');
    expect(e?.message).toMatch(/newYorkCity, yonkers/);
  });

  it('an IT-2104 line 4 or 5 amount needs the residence whose line it adds to', () => {
    const [e] = errors({ state: 'NY', stateW4: { additionalNewYorkCity: 5 } });
    expect(e?.path).toBe('stateW4.additionalNewYorkCity');
    expect(e?.message).toMatch(/New York City resident income tax; it needs residence "newYorkCity"/);
    expect(
      errors({ state: 'NY', stateW4: { residence: 'newYorkCity', additionalYonkers: 1 } }).map((x) => x.path),
    ).toEqual(['stateW4.additionalYonkers']);
    expect(errors({ state: 'NY', stateW4: { additionalYonkers: 1 } })[0]?.message).toMatch(
      /additionalYonkers is for Yonkers resident income tax surcharge or Yonkers nonresident earnings tax; it needs residence "yonkers" or workplace "yonkers"/,
    );
    // a state without those lines lists its own fields
    expect(errors({ state: 'NJ', stateW4: { additionalYonkers: 1 } })[0]?.message).toMatch(
      /has no "additionalYonkers" field/,
    );
  });

  it('an unknown workplace names the workplaces the form offers', () => {
    const [e] = errors({ state: 'NY', stateW4: { workplace: 'albany' } });
    expect(e?.path).toBe('stateW4.workplace');
    expect(e?.message).toMatch(/workplace must be one of: yonkers/);
    expect(errors({ state: 'NJ', stateW4: { workplace: 'yonkers' } })[0]?.path).toBe('stateW4.workplace');
  });

  it('a county with its own rates refuses a county rate as well', () => {
    expect(errors({ state: 'MD', stateW4: { residence: 'frederick', countyRate: 0.03 } }).map((x) => x.path)).toEqual([
      'stateW4.countyRate',
    ]);
  });

  it('a flat local rate only where localities tax wages so, and within its range', () => {
    expect(errors({ state: 'TX', localTaxRate: 0.01 }).map((x) => x.path)).toEqual(['localTaxRate']);
    expect(errors({ state: 'PA', localTaxRate: 0.05 }).map((x) => x.path)).toEqual(['localTaxRate']);
  });

  it('a pay date outside the tax year is an error', () => {
    const [e] = errors({ state: 'NY', payDate: '2025-12-31' });
    expect(e?.path).toBe('payDate');
    expect(e?.message).toMatch(/not in tax year 2026/);
  });
});

describe('describeStates tells a form which local taxes a state offers', () => {
  it('lists residences and the flat local wage tax', () => {
    const states = describeStates(2026) ?? [];
    const ny = states.find((s) => s.code === 'NY');
    expect(ny?.workplaces).toEqual({ yonkers: 'Yonkers nonresident earnings tax' });
    expect(ny?.residences).toEqual({
      newYorkCity: 'New York City resident income tax',
      yonkers: 'Yonkers resident income tax surcharge',
    });
    expect(states.find((s) => s.code === 'PA')?.localTaxes).toEqual([
      { id: 'wage', label: 'Pennsylvania local earned income tax', maximumRate: 0.04 },
      { id: 'services', label: 'Pennsylvania Local Services Tax', annualMaximum: 52 },
    ]);
    expect(states.find((s) => s.code === 'TX')?.localTaxes).toEqual([]);
    expect(states.find((s) => s.code === 'CO')?.localTaxes.map((tax) => tax.id)).toEqual(['occupationalPrivilege']);
  });
});
