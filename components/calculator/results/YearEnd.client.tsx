/**
 * The year at this pay as the forms will show it: the caregiver's W-2 and the
 * family's Schedule H (Form 1040). State unemployment is paid to the state,
 * not on Schedule H, so it is named apart.
 */
import type { PayrollResult } from '@/tax/browser';
import { money } from '../model/result-rows';
import styles from './results.module.css';

export function YearEnd({ result, taxYear }: { result: PayrollResult; taxYear: number }) {
  const { annual } = result;
  const socialSecurity = annual.employee.socialSecurity + annual.employer.socialSecurity;
  const medicare = annual.employee.medicare + annual.employee.additionalMedicare + annual.employer.medicare;
  const scheduleH = socialSecurity + medicare + annual.employee.federalIncomeTax + annual.employer.futa;
  const w2: Array<[string, number]> = [
    ['Box 1: wages', annual.grossPay],
    ['Box 2: federal income tax withheld', annual.employee.federalIncomeTax],
    ['Box 4: Social Security tax withheld', annual.employee.socialSecurity],
    ['Box 6: Medicare tax withheld', annual.employee.medicare + annual.employee.additionalMedicare],
    ['Box 17: state income tax', annual.employee.stateIncomeTax],
  ];
  const h: Array<[string, number]> = [
    ['Social Security tax (both shares)', socialSecurity],
    ['Medicare tax (both shares)', medicare],
    ['Federal income tax withheld', annual.employee.federalIncomeTax],
    ['FUTA tax', annual.employer.futa],
    ['Total household employment taxes', scheduleH],
  ];
  return (
    <>
      <dl className={styles.forms}>
        <dt>Your caregiver&apos;s {taxYear} Form W-2</dt>
        {w2.map(([label, amount]) => (
          <dd key={label}>
            <span>{label}</span> <span>{money(amount)}</span>
          </dd>
        ))}
        <dt>Your {taxYear} Schedule H (with your Form 1040)</dt>
        {h.map(([label, amount]) => (
          <dd key={label}>
            <span>{label}</span> <span>{money(amount)}</span>
          </dd>
        ))}
      </dl>
      <p className={styles.hint}>
        State unemployment tax ({money(annual.employer.sui)} a year) is paid to the state with its own returns, not on
        Schedule H.
      </p>
    </>
  );
}
