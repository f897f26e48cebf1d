import type { CompiledFederal } from '../data/compiled';
import { wagesOverThreshold, wagesUnderCap } from '../core/money';

export interface FicaAmounts {
  socialSecurityEmployee: number;
  socialSecurityEmployer: number;
  medicareEmployee: number;
  medicareEmployer: number;
  additionalMedicare: number;
}

export const NO_FICA: FicaAmounts = {
  socialSecurityEmployee: 0,
  socialSecurityEmployer: 0,
  medicareEmployee: 0,
  medicareEmployer: 0,
  additionalMedicare: 0,
};

/**
 * Social Security stops at the wage base counting wages paid earlier in the
 * year; Additional Medicare is withheld only on this employer's wages above
 * the threshold, whatever the filing status (the return settles the rest).
 */
export function computeFica(federal: CompiledFederal, wages: number, ytd: number): FicaAmounts {
  const ssWages = wagesUnderCap(wages, ytd, federal.ssWageBase);
  return {
    socialSecurityEmployee: ssWages * federal.ssEmployeeRate,
    socialSecurityEmployer: ssWages * federal.ssEmployerRate,
    medicareEmployee: wages * federal.medicareEmployeeRate,
    medicareEmployer: wages * federal.medicareEmployerRate,
    additionalMedicare:
      wagesOverThreshold(wages, ytd, federal.additionalMedicareThreshold) * federal.additionalMedicareRate,
  };
}
