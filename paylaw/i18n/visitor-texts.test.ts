import { describe, expect, it } from 'vitest';
import { payLawVisitorTexts } from './visitor-texts';

const federal = {
  file: 'paylaw/data/federal.json',
  data: {
    name: 'Federal law',
    minimumWage: { coverage: { text: 'Federal law covers nannies.', source: 'flsa' } },
    sources: { flsa: { authority: 'U.S. Department of Labor', title: 'Fact Sheet #79D', url: 'https://www.dol.gov/' } },
  },
};

const state = {
  file: 'paylaw/data/states/CA.json',
  data: {
    name: 'California',
    maintainerNotes: 'Read the wage order twice.',
    minimumWage: {
      rates: [
        { from: '2026-01-01', hourly: 16.9, text: 'Employers of any size', source: 'lc' },
        { from: '2027-01-01', hourly: 17.5, text: 'A rate not yet checked', source: 'lc', verified: false },
      ],
    },
    localities: [
      { id: 'sf', name: 'San Francisco, CA', writtenAgreement: { applies: true, text: 'A written notice.' } },
    ],
    sources: { lc: { authority: 'California Legislature', title: 'Labor Code section 1182.12', text: 'never shown' } },
  },
};

describe('the pay-law strings a visitor reads', () => {
  it('are every rule in words and the federal heading, each with its file and JSON pointer', () => {
    expect(payLawVisitorTexts(federal, [state])).toEqual([
      { file: 'paylaw/data/federal.json', pointer: '/name', text: 'Federal law' },
      { file: 'paylaw/data/federal.json', pointer: '/minimumWage/coverage/text', text: 'Federal law covers nannies.' },
      { file: 'paylaw/data/states/CA.json', pointer: '/minimumWage/rates/0/text', text: 'Employers of any size' },
      { file: 'paylaw/data/states/CA.json', pointer: '/localities/0/writtenAgreement/text', text: 'A written notice.' },
    ]);
  });

  it('leave out place names, citations, the maintainers\u2019 notes and drafts, which no page shows', () => {
    const shown = payLawVisitorTexts(federal, [state]).map(({ text }) => text);
    for (const hidden of ['California', 'San Francisco, CA', 'Read the wage order twice.', 'never shown'])
      expect(shown).not.toContain(hidden);
    expect(shown).not.toContain('A rate not yet checked');
  });
});
