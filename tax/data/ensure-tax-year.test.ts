import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_TAX_YEARS, LATEST_SHIPPED_TAX_YEAR, SHIPPED_TAX_YEARS } from '../generated/tax-years';

/**
 * A fresh registry with no year registered, as the browser has before a year is loaded; its words are English, whose
 * phrase book the browser loads first (`words: false` leaves it out, as before it has).
 */
async function freshModules({ words = true } = {}) {
  vi.resetModules();
  const registry = await import('./registry');
  const { ensureTaxState, ensureTaxYear } = await import('./ensure-tax-year');
  const { calculatePayroll } = await import('../engine/payroll');
  const { ensureEngineLocale } = await import('../engine/text');
  if (words) await ensureEngineLocale('en-US');
  return { registry, ensureTaxState, ensureTaxYear, calculatePayroll, ensureEngineLocale };
}

describe('the engine in the browser: no language built in', () => {
  it('answers a calculation before its English phrase book is loaded with an error at locale, and works after', async () => {
    const { ensureTaxState, calculatePayroll, ensureEngineLocale } = await freshModules({ words: false });
    await ensureTaxState(LATEST_SHIPPED_TAX_YEAR, 'TX');
    const input = { taxYear: LATEST_SHIPPED_TAX_YEAR, state: 'TX', payFrequency: 'weekly', grossPay: 800 };
    expect(calculatePayroll(input)).toMatchObject({ ok: false, errors: [{ path: 'locale' }] });
    await ensureEngineLocale('en-US');
    expect(calculatePayroll(input)).toMatchObject({ ok: true, value: { perPeriod: { grossPay: 800 } } });
  });
});

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
    // A year comes with its federal figures only: each state is fetched when a calculation needs it.
    expect(calculatePayroll(input)).toMatchObject({ ok: false, errors: [{ path: 'state' }] });
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

describe('ensureTaxState: one state’s figures loaded when a family chooses it', () => {
  const input = { taxYear: LATEST_SHIPPED_TAX_YEAR, state: 'TX', payFrequency: 'weekly', grossPay: 800 };

  it('loads the year and the state, and the year then holds that state alone', async () => {
    const { registry, ensureTaxState, calculatePayroll } = await freshModules();
    await expect(ensureTaxState(LATEST_SHIPPED_TAX_YEAR, 'TX')).resolves.toBe(true);
    expect(registry.hasTaxState(LATEST_SHIPPED_TAX_YEAR, 'TX')).toBe(true);
    expect([...(registry.loadTaxYear(LATEST_SHIPPED_TAX_YEAR)?.states.keys() ?? [])]).toEqual(['TX']);
    const texas = calculatePayroll(input);
    if (!texas.ok) throw new Error(JSON.stringify(texas.errors));
    expect(texas.value.perPeriod.employer.sui).toBe(21.6);
    // The year's note on California's credit reduction names a state that is not loaded, and still concerns it alone.
    expect(texas.value.notes.join(' ')).not.toContain('California');
    expect(calculatePayroll({ ...input, state: 'CA' })).toMatchObject({ ok: false, errors: [{ path: 'state' }] });
  });

  it('gives the same figures as the whole year, state by state', async () => {
    const { ensureTaxState, calculatePayroll } = await freshModules();
    const whole = await vi.importActual<typeof import('../engine/payroll')>('../engine/payroll');
    for (const state of ['CA', 'NY', 'PA']) {
      await ensureTaxState(LATEST_SHIPPED_TAX_YEAR, state);
      const asked = { ...input, state, withholdStateIncomeTax: true };
      expect(calculatePayroll(asked)).toEqual(whole.calculatePayroll(asked));
    }
  });

  it('keeps the states already loaded when another year or state arrives', async () => {
    const { registry, ensureTaxState } = await freshModules();
    const [first, second] = SHIPPED_TAX_YEARS;
    await ensureTaxState(first, 'CA');
    await ensureTaxState(second, 'NY');
    await ensureTaxState(first, 'TX');
    expect([...(registry.loadTaxYear(first)?.states.keys() ?? [])]).toEqual(['CA', 'TX']);
    expect([...(registry.loadTaxYear(second)?.states.keys() ?? [])]).toEqual(['NY']);
  });

  it('fetches a state once however many callers ask at the same time', async () => {
    const year = LATEST_SHIPPED_TAX_YEAR;
    const real = await vi.importActual<typeof import('../generated/tax-years')>('../generated/tax-years');
    const oregon = real.TAX_STATE_MODULES[year].OR;
    if (oregon === undefined) throw new Error('no Oregon module');
    const load = vi.fn(oregon);
    vi.doMock('../generated/tax-years', () => ({
      ...real,
      TAX_STATE_MODULES: { ...real.TAX_STATE_MODULES, [year]: { ...real.TAX_STATE_MODULES[year], OR: load } },
    }));
    const { ensureTaxState } = await freshModules();
    await expect(Promise.all([ensureTaxState(year, 'OR'), ensureTaxState(year, 'OR')])).resolves.toEqual([true, true]);
    await expect(ensureTaxState(year, 'OR')).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says false for a code that is no state and a year that does not ship', async () => {
    const { registry, ensureTaxState } = await freshModules();
    await expect(ensureTaxState(LATEST_SHIPPED_TAX_YEAR, 'XX')).resolves.toBe(false);
    await expect(ensureTaxState(LATEST_SHIPPED_TAX_YEAR, '')).resolves.toBe(false);
    await expect(ensureTaxState(LATEST_SHIPPED_TAX_YEAR + 50, 'TX')).resolves.toBe(false);
    expect(registry.supportedTaxYears()).toEqual([]);
  });

  it('rejects when the state cannot be fetched, and a later call tries again', async () => {
    const year = LATEST_SHIPPED_TAX_YEAR;
    const real = await vi.importActual<typeof import('../generated/tax-years')>('../generated/tax-years');
    const texas = real.TAX_STATE_MODULES[year].TX;
    if (texas === undefined) throw new Error('no Texas module');
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(texas);
    vi.doMock('../generated/tax-years', () => ({
      ...real,
      TAX_STATE_MODULES: { ...real.TAX_STATE_MODULES, [year]: { ...real.TAX_STATE_MODULES[year], TX: load } },
    }));
    const { registry, ensureTaxState } = await freshModules();
    await expect(ensureTaxState(year, 'TX')).rejects.toThrow('offline');
    expect(registry.hasTaxState(year, 'TX')).toBe(false);
    await expect(ensureTaxState(year, 'TX')).resolves.toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
