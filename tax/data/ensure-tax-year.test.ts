import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_TAX_YEARS, LATEST_SHIPPED_TAX_YEAR, SHIPPED_TAX_YEARS } from '../generated/tax-years';

/** A fresh registry with nothing registered, as the browser has before a year is loaded. */
async function freshModules() {
  vi.resetModules();
  const registry = await import('./registry');
  const { ensureTaxYear } = await import('./ensure-tax-year');
  const { calculatePayroll } = await import('../engine/payroll');
  return { registry, ensureTaxYear, calculatePayroll };
}

afterEach(() => {
  vi.doUnmock('../generated/tax-years');
  vi.resetModules();
});

describe('ensureTaxYear: a shipped year loaded after start-up', () => {
  it('loads and registers each shipped year, so calculations accept it', async () => {
    const { registry, ensureTaxYear, calculatePayroll } = await freshModules();
    const input = { taxYear: LATEST_SHIPPED_TAX_YEAR, state: 'TX', payFrequency: 'weekly', grossPay: 800 };
    expect(calculatePayroll(input)).toMatchObject({ ok: false, errors: [{ path: 'taxYear' }] });
    expect(registry.supportedTaxYears()).toEqual([]);
    for (const year of SHIPPED_TAX_YEARS) await expect(ensureTaxYear(year)).resolves.toBe(true);
    expect(registry.supportedTaxYears()).toEqual([...SHIPPED_TAX_YEARS]);
    expect(registry.loadTaxYear(LATEST_SHIPPED_TAX_YEAR)?.taxYear).toBe(LATEST_SHIPPED_TAX_YEAR);
    expect(calculatePayroll(input).ok).toBe(true);
  });

  it('fetches a year once however many callers ask at the same time, and answers at once when it is there', async () => {
    const { ensureTaxYear } = await freshModules();
    const first = ensureTaxYear(LATEST_SHIPPED_TAX_YEAR);
    expect(ensureTaxYear(LATEST_SHIPPED_TAX_YEAR)).toBe(first);
    await first;
    await expect(ensureTaxYear(LATEST_SHIPPED_TAX_YEAR)).resolves.toBe(true);
  });

  it('says false for a year that does not ship: no data, or a draft', async () => {
    const { registry, ensureTaxYear } = await freshModules();
    await expect(ensureTaxYear(LATEST_SHIPPED_TAX_YEAR + 50)).resolves.toBe(false);
    for (const draft of DRAFT_TAX_YEARS) await expect(ensureTaxYear(draft.year)).resolves.toBe(false);
    expect(registry.supportedTaxYears()).toEqual([]);
  });

  it('rejects when the year cannot be fetched, and a later call tries again', async () => {
    const year = LATEST_SHIPPED_TAX_YEAR;
    const real = await vi.importActual<typeof import('../generated/tax-years')>('../generated/tax-years');
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(real.TAX_YEAR_MODULES[year]);
    vi.doMock('../generated/tax-years', () => ({
      ...real,
      TAX_YEAR_MODULES: { ...real.TAX_YEAR_MODULES, [year]: load },
    }));
    const { registry, ensureTaxYear } = await freshModules();
    await expect(ensureTaxYear(year)).rejects.toThrow('offline');
    expect(registry.loadTaxYear(year)).toBeUndefined();
    await expect(ensureTaxYear(year)).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
