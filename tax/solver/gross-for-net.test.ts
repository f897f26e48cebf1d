import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../engine/payroll';
import { STATE_CODES } from '../core/state-codes';
import { FILING_STATUSES, PAY_FREQUENCIES } from '../core/types';
import { solveGrossForNet } from './gross-for-net';

describe('solveGrossForNet', () => {
  it('finds the gross pay for a Texas weekly net of $738.80 (the $800 example)', () => {
    const solved = solveGrossForNet({
      input: { taxYear: 2026, state: 'TX', payFrequency: 'weekly' },
      targetNetPay: 738.8,
    });
    expect(solved.ok && solved.value.grossPay).toBe(800);
  });

  it('round-trips within a cent across states, frequencies and W-4s', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATE_CODES),
        fc.constantFrom(...PAY_FREQUENCIES),
        fc.constantFrom(...FILING_STATUSES),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_500_000 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 30_000_000 }).map((c) => c / 100),
        (state, payFrequency, filingStatus, withhold, target, ytdWages) => {
          const input = {
            taxYear: 2026,
            state,
            payFrequency,
            ytdWages,
            withholdFederalIncomeTax: withhold,
            w4: { filingStatus },
          };
          const solved = solveGrossForNet({ input, targetNetPay: target });
          expect(solved.ok).toBe(true);
          if (!solved.ok) return;
          const check = calculatePayroll({ ...input, grossPay: solved.value.grossPay });
          expect(check.ok).toBe(true);
          if (!check.ok) return;
          const net = check.value.perPeriod.employee.netPay;
          expect(Math.abs(net - target)).toBeLessThanOrEqual(0.01 + 1e-9);
          expect(check.value).toEqual(solved.value.result);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reports bad requests as typed errors', () => {
    const both = solveGrossForNet({
      input: { taxYear: 2026, state: 'TX', payFrequency: 'weekly', grossPay: 5 },
      targetNetPay: 100,
    });
    expect(both.ok ? [] : both.errors.map((e) => e.path)).toEqual(['grossPay']);
    const badTarget = solveGrossForNet({
      input: { taxYear: 2026, state: 'TX', payFrequency: 'weekly' },
      targetNetPay: -1,
    });
    expect(badTarget.ok ? [] : badTarget.errors.map((e) => e.path)).toEqual(['targetNetPay']);
    const badInput = solveGrossForNet({
      input: { taxYear: 2026, state: 'QQ', payFrequency: 'weekly' },
      targetNetPay: '100',
    });
    expect(badInput.ok ? [] : badInput.errors.map((e) => e.path)).toEqual(['targetNetPay', 'state']);
    expect(solveGrossForNet({ input: null, targetNetPay: 1 }).ok).toBe(false);
  });
});
