import { JsonLd } from '@/components/ui/JsonLd';
import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import { longDate } from '@/components/ui/calendar-date';
import { cents, dollars } from './format';
import { PayRulesSection } from './PayRules';
import type { GuideFact, StateGuideResolved } from './resolve';
import type { ExampleLine } from './worked-example';
import { SourceNote } from './SourceNote';
import styles from './state-guide.module.css';

function Facts({ facts }: { facts: GuideFact[] }) {
  return (
    <div className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.heading} className={styles.fact}>
          <h3 className={text.h3}>{fact.heading}</h3>
          <p className={text.body}>{fact.text}</p>
          <SourceNote source={fact.source} />
        </div>
      ))}
    </div>
  );
}

interface Amounts {
  weekly: number;
  yearly: number;
}

/** One side of the worked example: its lines each week and for the year, then the total in bold. */
function ExampleTable(props: { caption: string; first?: ExampleLine; lines: ExampleLine[]; total: ExampleLine }) {
  const row = (line: ExampleLine, className?: string) => (
    <tr key={line.label} className={className}>
      <th scope="row">{line.label}</th>
      <td>{cents(line.weekly)}</td>
      <td>{cents(line.yearly)}</td>
    </tr>
  );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Each week</th>
            <th scope="col">For the year</th>
          </tr>
        </thead>
        <tbody>
          {props.first && row(props.first)}
          {props.lines.map((line) => row(line))}
          {row(props.total, styles.total)}
        </tbody>
      </table>
    </div>
  );
}

const line = (label: string, amounts: Amounts): ExampleLine => ({ label, ...amounts });

/** Server-rendered only: a guide is text and tables, so it ships no JavaScript. */
export function StateGuideBlock({ block, guide, article }: BlockProps<'state-guide'> & StateGuideResolved) {
  const { example, withholding } = guide;
  return (
    <>
      <JsonLd data={article} />
      <Section anchor={block.anchor} heading={`Employing a nanny or caregiver in ${guide.name}`} size="md">
        <p className={cx(text.lead, styles.lead)}>{guide.lead}</p>
        <p className={cx(text.body, text.muted)}>
          Figures for {guide.taxYear}, from the same data as our calculator. Facts last checked{' '}
          {longDate(guide.checked)}.
        </p>
      </Section>

      <Section heading={`When you become a household employer in ${guide.name}`} size="md" surface="paper">
        <Facts facts={guide.thresholds} />
      </Section>

      <Section heading="What to register for" size="md">
        <Facts facts={guide.registration} />
      </Section>

      <Section heading={`The taxes in ${guide.taxYear}`} size="md" surface="paper">
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stacked}`}>
            <caption className={styles.caption}>
              Payroll taxes for a household employee in {guide.name}, {guide.taxYear}
            </caption>
            <thead>
              <tr>
                <th scope="col">Tax</th>
                <th scope="col">Who pays</th>
                <th scope="col">Rate and wages</th>
              </tr>
            </thead>
            <tbody>
              {guide.taxes.map((row) => (
                <tr key={row.tax}>
                  <th scope="row">{row.tax}</th>
                  <td data-label="Who pays">{row.payer}</td>
                  <td data-label="Rate and wages">
                    {row.figure}
                    <SourceNote source={row.source} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.fact}>
          <h3 className={text.h3}>{withholding.heading}</h3>
          <p className={text.body}>{withholding.text}</p>
          <SourceNote source={withholding.source} />
        </div>
        {guide.localTaxes.length > 0 && (
          <div className={styles.fact}>
            <h3 className={text.h3}>Local taxes</h3>
            <p className={text.body}>
              Some places in {guide.name} add their own tax on wages. The calculator takes each of these:
            </p>
            <ul className={styles.list}>
              {guide.localTaxes.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </div>
        )}
      </Section>

      <Section heading="How often to file" size="md">
        <Facts facts={guide.filing} />
        <div className={styles.fact}>
          <h3 className={text.h3}>With the IRS and the SSA</h3>
          <p className={text.body}>{guide.federalFiling}</p>
        </div>
      </Section>

      <Section heading={`A worked example: ${dollars(example.weeklyWage)} a week`} size="md" surface="paper">
        <p className={text.body}>{example.intro}</p>
        <ExampleTable
          caption="Your caregiver’s pay"
          first={line('Gross pay', example.gross)}
          lines={example.employee}
          total={line('Take-home pay', example.netPay)}
        />
        <ExampleTable
          caption="What you pay on top of the wage"
          lines={example.employer}
          total={line('Your total cost', example.totalCost)}
        />
        <p className={text.body}>
          <a href={guide.exampleHref}>Change the figures in the calculator</a>
        </p>
      </Section>

      <PayRulesSection name={guide.name} rules={guide.payRules} />

      {guide.notes.length > 0 && (
        <Section heading={`Good to know in ${guide.name}`} size="md" surface="paper">
          <Facts facts={guide.notes} />
        </Section>
      )}
    </>
  );
}
