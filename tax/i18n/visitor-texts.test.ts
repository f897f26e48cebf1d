import { describe, expect, it } from 'vitest';
import { localityVisitorTexts, taxYearVisitorTexts } from './visitor-texts';

const year = {
  file: 'tax/data/2026.json',
  data: {
    taxYear: 2026,
    states: {
      GA: {
        name: 'Georgia',
        householdWithholding: { value: 'required', reason: 'Georgia says employers must withhold.', source: 'ga' },
        incomeTax: [
          {
            method: 'formula',
            approximation: 'works on annual wages',
            certificate: {
              form: 'Form G-4',
              statuses: { single: { label: 'A: Single', schedule: 'single' } },
              fields: { filingStatus: 'Line 3: marital status' },
            },
          },
        ],
        unemployment: { newEmployerRate: { value: 0.027, note: 'the new-employer rate', source: 'ga' } },
      },
    },
    sources: { ga: { title: 'Employer Tax Guide', url: 'https://dor.georgia.gov/', reason: 'the trail', note: 'x' } },
  },
};

describe('the tax-year strings a visitor reads', () => {
  it('are the notes, labels, estimates, reasons, forms and form lines, each with its JSON pointer', () => {
    expect(taxYearVisitorTexts(year).map(({ pointer, text }) => [pointer, text])).toEqual([
      ['/states/GA/householdWithholding/reason', 'Georgia says employers must withhold.'],
      ['/states/GA/incomeTax/0/approximation', 'works on annual wages'],
      ['/states/GA/incomeTax/0/certificate/form', 'Form G-4'],
      ['/states/GA/incomeTax/0/certificate/statuses/single/label', 'A: Single'],
      ['/states/GA/incomeTax/0/certificate/fields/filingStatus', 'Line 3: marital status'],
      ['/states/GA/unemployment/newEmployerRate/note', 'the new-employer rate'],
    ]);
  });

  it('leave out state names, codes, enums and the sources', () => {
    const shown = taxYearVisitorTexts(year).map(({ text }) => text);
    for (const hidden of ['Georgia', 'formula', 'required', 'single', 'the trail', 'x', 'Employer Tax Guide'])
      expect(shown).not.toContain(hidden);
  });
});

describe('the locality-list strings a visitor reads', () => {
  it('are the title, the coverage note, the rules and a row note, not the place names', () => {
    const list = {
      file: 'tax/data/localities/2026/PA.json',
      data: {
        state: 'PA',
        kind: 'paMunicipality',
        title: 'Pennsylvania local earned income tax, 2026',
        coverage: { complete: false, places: 1, note: 'Part of the register.' },
        rules: [{ text: 'An employer withholds the higher rate.', source: 'dced' }],
        municipalities: [{ psd: '010101', municipality: 'ABBOTTSTOWN BORO', county: 'ADAMS', note: 'Rate from July.' }],
        sources: { dced: { title: 'PSD Codes and EIT Rates', url: 'https://dced.pa.gov/' } },
      },
    };
    expect(localityVisitorTexts(list).map(({ pointer }) => pointer)).toEqual([
      '/title',
      '/coverage/note',
      '/rules/0/text',
      '/municipalities/0/note',
    ]);
  });
});
