import { describe, expect, it } from 'vitest';
import { catalogTexts } from '@/paylaw/i18n/data-texts';
import { STATE_CODES } from '../core/state-codes';
import { TAX_DATA_TEXTS_ES_US } from '../generated/data-texts-es-US';
import { hasStatePart, loadCatalogPart } from './index';
import { dataTextsFor } from './sync';

describe('the tax data texts in the visitor’s language', () => {
  it('are the data’s own English for an English page', () => {
    expect(dataTextsFor('en-US')('Head of household')).toBe('Head of household');
  });

  it('are Spanish on the server at once, with the figures as they were', () => {
    expect(dataTextsFor('es-US')('Form G-4')).toBe('Formulario G-4');
    expect(dataTextsFor('es-US')('S: single ($1,500)')).toBe('S: soltero ($1,500)');
  });

  it('come to the browser a state at a time: Georgia’s part has its form, and another state’s does not', async () => {
    const georgia = catalogTexts(await loadCatalogPart('es-US', 'GA'));
    expect(georgia('Form G-4')).toBe('Formulario G-4');
    expect(catalogTexts(await loadCatalogPart('es-US', 'AL'))('Form G-4')).toBe('Form G-4');
    expect(catalogTexts(await loadCatalogPart('es-US', 'shared'))('Form G-4')).toBe('Form G-4');
  });

  it('hold in their parts, together, every entry of the whole catalog, each as the whole has it', async () => {
    const parts = await Promise.all([
      loadCatalogPart('es-US', 'shared'),
      ...STATE_CODES.filter((state) => hasStatePart('es-US', state)).map((state) => loadCatalogPart('es-US', state)),
    ]);
    const together: Record<string, string> = {};
    for (const part of parts) {
      for (const [key, translated] of Object.entries(part)) {
        expect(together[key] ?? translated).toBe(translated);
        together[key] = translated;
      }
    }
    expect(together).toEqual(TAX_DATA_TEXTS_ES_US);
  });

  it('pass a text the data does not hold through unchanged rather than lose it', async () => {
    expect(catalogTexts(await loadCatalogPart('es-US', 'TX'))('7.65%')).toBe('7.65%');
  });
});
