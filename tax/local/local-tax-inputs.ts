/**
 * The local taxes a family enters, each by the engine input field that takes it. Light on purpose:
 * the calculator's form reads it to know which of its fields belongs to which local tax, without
 * loading how any of them is worked out (local-taxes.ts).
 */
export const LOCAL_TAX_INPUTS = {
  wage: 'localTaxRate',
  services: 'localServicesTax',
  occupationalPrivilege: 'occupationalPrivilegeTax',
} as const;

export type LocalTaxId = keyof typeof LOCAL_TAX_INPUTS;

/** The local tax an input path belongs to ("localServicesTax.perPeriod" is the services tax's). */
export function localTaxOfPath(path: string): LocalTaxId | undefined {
  const top = path.split('.')[0];
  return (Object.keys(LOCAL_TAX_INPUTS) as LocalTaxId[]).find((id) => LOCAL_TAX_INPUTS[id] === top);
}
