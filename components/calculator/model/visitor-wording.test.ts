import { describe, expect, it } from 'vitest';
import { en } from '../messages/en-US';
import { calculatePayroll, describeStates } from '@/tax/browser';
import { certificateLabelForVisitors, noteForVisitors } from './visitor-wording';
import { certificateFields } from './state-certificate';

const STATES = describeStates(2026) ?? [];
const summary = (code: string) => STATES.find((state) => state.code === code);
/** An engine input name: a lower-case word with a capital inside it (suiRate, newYorkCity), or a stateW4 path. */
const ENGINE_NAME = /\b[a-z]+[A-Z][A-Za-z]*\b|stateW4/;

/** Publication names, method letters, table names and "annualized": words for "Show the math", not for what a family reads beside the figures. */
const JARGON =
  /NYS-50|Method (?:I{1,3}|IV|V|VI{0,3}|B)\b|annuali[sz]|\bTables? [A-Z0-9]\b|Publication \d|\bPub\.? ?\d|Circular [A-Z]|Departmental Notice|Booklet|\(rev\.|Worksheet 1A/i;

describe('plain words', () => {
  it.each([2025, 2026])('the %i notes and form labels a family reads name no publication, method or table', (year) => {
    const states = describeStates(year) ?? [];
    const inputs = [
      {},
      { withholdFederalIncomeTax: true },
      { withholdFederalIncomeTax: true, payFrequency: 'daily' },
      { withholdFederalIncomeTax: true, payFrequency: 'quarterly' },
      { withholdFederalIncomeTax: true, grossPay: 40 },
    ];
    let checked = 0;
    for (const state of states) {
      for (const [field, label] of Object.entries(state.fields))
        expect(
          certificateLabelForVisitors(label, state, field === 'countyRate' || field === 'withholdingRate', en),
          `${state.code} ${field}`,
        ).not.toMatch(JARGON);
      for (const choices of [state.statuses, state.residences, state.workplaces])
        for (const label of Object.values(choices)) expect(label, state.code).not.toMatch(JARGON);
      for (const input of inputs) {
        const outcome = calculatePayroll({
          taxYear: year,
          state: state.code,
          payFrequency: 'weekly',
          grossPay: 1500,
          ...input,
        });
        if (!outcome.ok) continue;
        for (const note of outcome.value.notes) {
          expect(noteForVisitors(note, state, en), `${state.code}: ${note}`).not.toMatch(JARGON);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(states.length * 5);
  });
});

describe('notes in the calculator', () => {
  it('name the fields a visitor sees instead of the engine inputs, in every state', () => {
    const inputs = [
      { grossPay: 800 },
      { grossPay: 60 },
      { grossPay: 900, withholdFederalIncomeTax: true, w4: { filingStatus: 'single' } },
      { grossPay: 9000, ytdWages: 250000 },
      // Hourly pay: the overtime, minimum wage and live-in notes of pay law.
      { hourly: { rate: 5, hoursByDay: [0, 10, 10, 10, 10, 10, 6] } },
      { hourly: { rate: 30, hoursByDay: [0, 10, 10, 10, 10, 10, 0], liveIn: true, duties: 'companionship' } },
      { hourly: { rate: 20, regularHours: 50 }, payDate: undefined },
    ];
    let checked = 0;
    for (const state of STATES) {
      for (const input of inputs) {
        const outcome = calculatePayroll({ taxYear: 2026, state: state.code, payFrequency: 'weekly', ...input });
        if (!outcome.ok) throw new Error(`${state.code}: ${JSON.stringify(outcome.errors)}`);
        for (const note of outcome.value.notes) {
          expect(noteForVisitors(note, state, en), `${state.code}: ${note}`).not.toMatch(ENGINE_NAME);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(STATES.length * 4);
  });

  it('points to the certificate field by its label on the state form, as a percentage', () => {
    const note =
      "Maryland county income tax is not computed: enter the employee's county rate as stateW4.countyRate (a fraction).";
    const md = summary('MD');
    expect(noteForVisitors(note, md, en)).toBe(
      `Maryland county income tax is not computed: enter the employee's county rate as “${certificateFields(md, en).find((field) => field.name === 'countyRate')?.label}” (a percentage) on the ${md?.form}.`,
    );
  });

  it('shows residence codes as the choices the form offers', () => {
    const ny = summary('NY');
    const worded = noteForVisitors(
      'New York City resident income tax withholding applies only to residents: set stateW4.residence (newYorkCity or yonkers).',
      ny,
      en,
    );
    expect(worded).toBe(
      `New York City resident income tax withholding applies only to residents: set “Resident of New York City or Yonkers” on the ${ny?.form} (${ny?.residences.newYorkCity} or ${ny?.residences.yonkers}).`,
    );
  });

  it('sends the visitor to the SUI rate field for an assigned rate', () => {
    expect(
      noteForVisitors(
        'Texas unemployment tax uses the new-employer rate of 2.7%; enter your assigned rate as suiRate if you have one.',
        summary('TX'),
        en,
      ),
    ).toBe(
      'Texas unemployment tax uses the new-employer rate of 2.7%; enter your assigned rate as “Your state unemployment (SUI) rate” under Advanced if you have one.',
    );
  });
});

describe('certificate field labels', () => {
  it('carry no engine names, and percentage fields speak in percentages, in every state', () => {
    for (const state of STATES) {
      for (const field of certificateFields(state, en)) {
        expect(field.label, `${state.code} ${field.name}`).not.toMatch(ENGINE_NAME);
        if (field.type.kind === 'number' && field.type.percent)
          expect(field.label, `${state.code} ${field.name}`).not.toMatch(/fraction|\b0\.\d+\b(?![\d%])/);
      }
    }
  });

  it('drops the code after a place the label already names', () => {
    const ny = certificateFields(summary('NY'), en).find((field) => field.name === 'residence');
    expect(ny?.label).toBe('Resident of New York City or Yonkers');
  });
});
