/**
 * Properties of the hours and pay every state's rules give, over generated weeks: the worker is never owed less than
 * federal law alone gives, pay never falls as hours rise, and a live-in worker never earns more overtime than one who
 * lives out under the same state's rules, except where a state pays live-ins for work on their days off.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DUTIES, type CompiledPayLaw, type StateCode } from './core/types';
import { STATE_CODES } from './core/state-codes';
import { PAY_LAW_RULES } from './generated/pay-law-rules';
import { jurisdictionsAt } from './rules/jurisdictions';
import { payForWeek, type WeekInput } from './week';

const law: CompiledPayLaw = PAY_LAW_RULES;
const day = fc.integer({ min: 0, max: 2400 });
const week = fc.array(day, { minLength: 7, maxLength: 7 });
const input = fc.record({
  state: fc.constantFrom(...STATE_CODES),
  rate: fc.integer({ min: 725, max: 6000 }).map((cents) => cents / 100),
  hoursByDay: week,
  liveIn: fc.boolean(),
  duties: fc.constantFrom(...DUTIES),
  date: fc.constantFrom('2025-03-01', '2026-01-01', '2026-07-15', '2027-02-01'),
});

const premiumHours = (pay: { hours: { overtime: number; doubleTime: number } }) =>
  pay.hours.overtime + 2 * pay.hours.doubleTime;

function pay(state: StateCode, args: Omit<WeekInput, 'hoursByDay'> & { hoursByDay: readonly number[] }) {
  return payForWeek(jurisdictionsAt(law, state), args);
}

/** States whose live-in rules pay a premium for work on days a live-out worker's rules do not: named, so a change in the data is seen. */
function liveInDayOffPremiumStates(): StateCode[] {
  return STATE_CODES.filter((code) =>
    law.states[code].overtime.some((rule) => {
      if (rule.applies.liveIn !== true || rule.premiumDays === undefined) return false;
      const afterDays = rule.premiumDays.afterDays;
      return !law.states[code].overtime.some(
        (other) =>
          other.applies.liveIn !== true &&
          other.premiumDays !== undefined &&
          other.premiumDays.afterDays <= afterDays &&
          (other.applies.duties === undefined ||
            rule.applies.duties?.every((d) => other.applies.duties?.includes(d)) === true),
      );
    }),
  );
}

describe('a week under every state’s pay law', () => {
  it('never pays fewer premium hours than federal law alone', () => {
    fc.assert(
      fc.property(input, ({ state, ...args }) => {
        const combined = pay(state, args);
        const federalOnly = payForWeek([law.federal], args);
        expect(premiumHours(combined)).toBeGreaterThanOrEqual(premiumHours(federalOnly) - 1e-9);
        expect(combined.gross).toBeGreaterThanOrEqual(federalOnly.gross - 1e-9);
      }),
      { numRuns: 2000 },
    );
  });

  it('never pays less when a day has more hours', () => {
    fc.assert(
      fc.property(
        input,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 600 }),
        ({ state, ...args }, index, more) => {
          const longer = args.hoursByDay.map((hours, i) => (i === index ? Math.min(2400, hours + more) : hours));
          expect(pay(state, { ...args, hoursByDay: longer }).gross).toBeGreaterThanOrEqual(
            pay(state, args).gross - 1e-9,
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives a live-in worker no more overtime than a live-out one, but where live-ins are paid for days off', () => {
    const exceptions = liveInDayOffPremiumStates();
    expect(exceptions).toEqual(['CA']);
    fc.assert(
      fc.property(input, ({ state, ...args }) => {
        fc.pre(!exceptions.includes(state));
        const liveIn = pay(state, { ...args, liveIn: true });
        const liveOut = pay(state, { ...args, liveIn: false });
        expect(premiumHours(liveIn)).toBeLessThanOrEqual(premiumHours(liveOut) + 1e-9);
      }),
      { numRuns: 2000 },
    );
  });

  it('splits every hour of the week, and no more', () => {
    fc.assert(
      fc.property(input, ({ state, ...args }) => {
        const { hours } = pay(state, args);
        const total = args.hoursByDay.reduce((a, b) => a + b, 0) / 100;
        expect(hours.regular + hours.overtime + hours.doubleTime).toBeCloseTo(total, 9);
        expect(Math.min(hours.regular, hours.overtime, hours.doubleTime)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });
});
