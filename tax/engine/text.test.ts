import { afterEach, describe, expect, it, vi } from 'vitest';

/** The browser's engine as it starts (the latest year's federal figures, English words only), with Texas loaded. */
async function browserEngine() {
  vi.resetModules();
  const engine = await import('../browser');
  await engine.ensureTaxState(2026, 'TX');
  return engine;
}

afterEach(() => {
  vi.resetModules();
});

const input = { taxYear: 2026, state: 'TX', payFrequency: 'weekly', grossPay: 800 };

describe('a language loaded on demand', () => {
  it('refuses Spanish until its words are loaded, then answers in Spanish', async () => {
    const engine = await browserEngine();
    expect(engine.isEngineLocaleLoaded('es-US')).toBe(false);
    expect(engine.calculateWithLineNotes(input, { locale: 'es-US' })).toMatchObject({
      ok: false,
      errors: [{ path: 'locale' }],
    });
    expect(engine.describeStates(2026, { locale: 'es-US' })).toBeUndefined();
    const options = await engine.loadEngineTexts('es-US');
    expect(engine.isEngineLocaleLoaded('es-US')).toBe(true);
    const spanish = engine.calculateWithLineNotes(input, options);
    if (!spanish.ok) throw new Error(JSON.stringify(spanish.errors));
    expect(spanish.value.result.notes).toContain(
      'El impuesto para el desempleo de Texas usa la tasa para empleadores nuevos, del 2.7%; si le asignaron una tasa, indíquela como suiRate.',
    );
  });

  it('needs nothing loaded for English, and gives the same words with or without its options', async () => {
    const engine = await browserEngine();
    const options = await engine.loadEngineTexts('en-US');
    expect(engine.isEngineLocaleLoaded('es-US')).toBe(false);
    expect(engine.calculateWithLineNotes(input, options)).toEqual(engine.calculateWithLineNotes(input));
    const english = engine.calculatePayroll(input);
    if (!english.ok) throw new Error(JSON.stringify(english.errors));
    expect(english.value.notes).toContain(
      'Texas unemployment tax uses the new-employer rate of 2.7%; enter your assigned rate as suiRate if you have one.',
    );
  });
});
