'use client';
/**
 * The year at this pay as the forms will show it: the caregiver's W-2 and the
 * family's Schedule H (Form 1040). State unemployment is paid to the state,
 * not on Schedule H, so it is named apart.
 */
import type { PayrollResult } from '@/tax/browser';
import { useCalculatorMessages } from '../messages/context.client';
import { formatsFor } from '../messages/formats';
import styles from './results.module.css';

export function YearEnd({ result, taxYear }: { result: PayrollResult; taxYear: number }) {
  const m = useCalculatorMessages();
  const say = m.yearEnd;
  const { money } = formatsFor(m.locale);
  const { annual } = result;
  const socialSecurity = annual.employee.socialSecurity + annual.employer.socialSecurity;
  const medicare = annual.employee.medicare + annual.employee.additionalMedicare + annual.employer.medicare;
  const scheduleH = socialSecurity + medicare + annual.employee.federalIncomeTax + annual.employer.futa;
  const w2: Array<[string, number]> = [
    [say.box1, annual.grossPay],
    [say.box2, annual.employee.federalIncomeTax],
    [say.box4, annual.employee.socialSecurity],
    [say.box6, annual.employee.medicare + annual.employee.additionalMedicare],
    [say.box17, annual.employee.stateIncomeTax],
  ];
  const h: Array<[string, number]> = [
    [say.socialSecurity, socialSecurity],
    [say.medicare, medicare],
    [say.federalIncomeTax, annual.employee.federalIncomeTax],
    [say.futa, annual.employer.futa],
    [say.total, scheduleH],
  ];
  return (
    <>
      <dl className={styles.forms}>
        <dt>{say.w2Heading(taxYear)}</dt>
        {w2.map(([label, amount]) => (
          <dd key={label}>
            <span>{label}</span> <span>{money(amount)}</span>
          </dd>
        ))}
        <dt>{say.scheduleHHeading(taxYear)}</dt>
        {h.map(([label, amount]) => (
          <dd key={label}>
            <span>{label}</span> <span>{money(amount)}</span>
          </dd>
        ))}
      </dl>
      <p className={styles.hint}>{say.sui(money(annual.employer.sui))}</p>
    </>
  );
}
