'use client';
/**
 * Income tax withholding, in both modes: the family's one election, what the state's rule makes
 * of it (said in a sentence with its source where the state decides), the federal W-4 once the
 * election is on, and the state's certificate wherever the state's tax is withheld.
 */
import { CheckLabel, ChoiceGroup } from '@/components/ui/form/Choices';
import { Field, FormHint } from '@/components/ui/form/Field';
import type { StateSummary } from '@/tax/browser';
import { FILING_STATUSES, MARITAL_STATUSES, type FieldErrors, w4Fields } from '../model/calculator-fields';
import { useCalculatorMessages } from '../messages/context.client';
import type { CalculatorState } from '../model/query-state';
import type { CertificateField } from '../model/state-certificate';
import type { WithholdingChoice } from '../model/withholding-choice';
import { FormFields } from './FormField.client';
import styles from './inputs.module.css';
import { LocalTaxes } from './LocalTaxes.client';
import { StateCertificate } from './StateCertificate.client';

interface WithholdingSectionProps {
  form: CalculatorState;
  taxYear: number;
  summary: StateSummary | undefined;
  choice: WithholdingChoice;
  certificate: CertificateField[];
  errors: FieldErrors;
  stateErrors: Record<string, string>;
  update: (changes: Partial<CalculatorState>) => void;
}

function StateRule({ summary }: { summary: StateSummary }) {
  const m = useCalculatorMessages();
  const rule = summary.householdWithholding;
  if (rule === undefined || rule.rule === 'voluntary') return null;
  const lead =
    rule.rule === 'required' ? m.withholding.required(summary.name) : m.withholding.notPermitted(summary.name);
  return (
    <p className={styles.stateRule}>
      {lead}
      {rule.reason}
      {rule.link?.url && (
        <>
          {' '}
          <a href={rule.link.url} rel="noopener noreferrer" target="_blank">
            {m.withholding.source(rule.link.title)}
          </a>
        </>
      )}
    </p>
  );
}

export function WithholdingSection({
  form,
  taxYear,
  summary,
  choice,
  certificate,
  errors,
  stateErrors,
  update,
}: WithholdingSectionProps) {
  const m = useCalculatorMessages();
  const labels = m.labels.fields;
  const shared = { form, errors, update };
  return (
    <fieldset className={styles.group}>
      <legend>{m.withholding.legend}</legend>
      <CheckLabel>
        <input
          type="checkbox"
          name="withholdIncomeTax"
          checked={form.withholdFederalIncomeTax}
          onChange={(event) => update({ withholdFederalIncomeTax: event.target.checked })}
        />{' '}
        {labels.withholdIncomeTax}
      </CheckLabel>
      <FormHint>{m.withholding.hint}</FormHint>
      {summary && <StateRule summary={summary} />}
      {form.withholdFederalIncomeTax && (
        <div className={styles.subgroup}>
          <h3 className={styles.subheading}>{m.withholding.theirW4}</h3>
          <ChoiceGroup
            legend={labels.w4FormYear}
            error={errors.w4FormYear === undefined ? undefined : { id: 'calc-w4-form', text: errors.w4FormYear }}
          >
            <label>
              <input
                type="radio"
                name="w4FormYear"
                checked={form.w4FormYear === '2020orLater'}
                onChange={() => update({ w4FormYear: '2020orLater' })}
              />{' '}
              {m.labels.w4Form['2020orLater']}
            </label>
            <label>
              <input
                type="radio"
                name="w4FormYear"
                checked={form.w4FormYear === 'pre2020'}
                onChange={() => update({ w4FormYear: 'pre2020' })}
              />{' '}
              {m.labels.w4Form.pre2020}
            </label>
          </ChoiceGroup>
          {form.w4FormYear === 'pre2020' ? (
            <>
              <Field
                id="calc-marital"
                label={labels.maritalStatus}
                control={(control) => (
                  <select
                    {...control}
                    value={form.maritalStatus}
                    onChange={(event) =>
                      update({ maritalStatus: MARITAL_STATUSES.find((s) => s === event.target.value) ?? 'single' })
                    }
                  >
                    {MARITAL_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {m.labels.marital[status]}
                      </option>
                    ))}
                  </select>
                )}
              />
              <FormFields names={w4Fields('pre2020')} {...shared} />
            </>
          ) : (
            <>
              <Field
                id="calc-filing"
                label={labels.filingStatus}
                control={(control) => (
                  <select
                    {...control}
                    value={form.filingStatus}
                    onChange={(event) =>
                      update({ filingStatus: FILING_STATUSES.find((s) => s === event.target.value) ?? 'single' })
                    }
                  >
                    {FILING_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {m.labels.filing[status]}
                      </option>
                    ))}
                  </select>
                )}
              />
              <CheckLabel>
                <input
                  type="checkbox"
                  checked={form.step2Checkbox}
                  onChange={(event) => update({ step2Checkbox: event.target.checked })}
                />{' '}
                {labels.step2Checkbox}
              </CheckLabel>
              <FormFields names={w4Fields('2020orLater')} {...shared} />
            </>
          )}
        </div>
      )}
      {choice.state === 'withheld' && summary && (
        <LocalTaxes form={form} summary={summary} taxYear={taxYear} errors={errors} update={update} />
      )}
      {choice.state === 'withheld' && certificate.length > 0 && (
        <StateCertificate
          form={summary?.form ?? m.withholding.stateCertificate}
          fields={certificate}
          values={form.stateW4}
          errors={stateErrors}
          onChange={(name, value) => update({ stateW4: { ...form.stateW4, [name]: value } })}
        />
      )}
    </fieldset>
  );
}
