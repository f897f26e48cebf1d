import { JsonLd } from '@/components/ui/JsonLd';
import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import type { GuideFormat } from './format';
import type { StateGuideMessages } from './messages';
import { PayRulesSection } from './PayRules';
import type { GuideFact, StateGuideResolved } from './resolve';
import type { ExampleLine } from './worked-example';
import { SourceNote } from './SourceNote';
import styles from './state-guide.module.css';

type Said = StateGuideMessages['source'];

function Facts({ facts, said }: { facts: GuideFact[]; said: Said }) {
  return (
    <div className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.heading} className={styles.fact}>
          <h3 className={text.h3}>{fact.heading}</h3>
          <p className={text.body}>{fact.text}</p>
          <SourceNote source={fact.source} said={said} />
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
function ExampleTable(props: {
  caption: string;
  first?: ExampleLine;
  lines: ExampleLine[];
  total: ExampleLine;
  page: StateGuideMessages['page'];
  cents: GuideFormat['cents'];
}) {
  const { page, cents } = props;
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
            <th scope="col">{page.lineColumn}</th>
            <th scope="col">{page.weekColumn}</th>
            <th scope="col">{page.yearColumn}</th>
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
export function StateGuideBlock({
  block,
  guide,
  article,
  words,
  format,
}: BlockProps<'state-guide'> & StateGuideResolved) {
  const { example, withholding } = guide;
  const { page, source: said } = words;
  const taxYear = String(guide.taxYear);
  return (
    <>
      <JsonLd data={article} />
      <Section anchor={block.anchor} heading={page.heading(guide.name)} size="md">
        <p className={cx(text.lead, styles.lead)}>{guide.lead}</p>
        <p className={cx(text.body, text.muted)}>{page.figuresFor(taxYear, format.longDate(guide.checked))}</p>
      </Section>

      <Section heading={page.becomeEmployer(guide.name)} size="md" surface="paper">
        <Facts facts={guide.thresholds} said={said} />
      </Section>

      <Section heading={page.register} size="md">
        <Facts facts={guide.registration} said={said} />
      </Section>

      <Section heading={page.taxesIn(taxYear)} size="md" surface="paper">
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${styles.stacked}`}>
            <caption className={styles.caption}>{page.taxCaption(guide.name, taxYear)}</caption>
            <thead>
              <tr>
                <th scope="col">{page.taxColumn}</th>
                <th scope="col">{page.payerColumn}</th>
                <th scope="col">{page.figureColumn}</th>
              </tr>
            </thead>
            <tbody>
              {guide.taxes.map((row) => (
                <tr key={row.tax}>
                  <th scope="row">{row.tax}</th>
                  <td data-label={page.payerColumn}>{row.payer}</td>
                  <td data-label={page.figureColumn}>
                    {row.figure}
                    <SourceNote source={row.source} said={said} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.fact}>
          <h3 className={text.h3}>{withholding.heading}</h3>
          <p className={text.body}>{withholding.text}</p>
          <SourceNote source={withholding.source} said={said} />
        </div>
        {guide.localTaxes.length > 0 && (
          <div className={styles.fact}>
            <h3 className={text.h3}>{page.localTaxes}</h3>
            <p className={text.body}>{page.localTaxesIntro(guide.name)}</p>
            <ul className={styles.list}>
              {guide.localTaxes.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </div>
        )}
      </Section>

      <Section heading={page.filing} size="md">
        <Facts facts={guide.filing} said={said} />
        <div className={styles.fact}>
          <h3 className={text.h3}>{page.federalFiling}</h3>
          <p className={text.body}>{guide.federalFiling}</p>
        </div>
      </Section>

      <Section heading={page.exampleHeading(format.dollars(example.weeklyWage))} size="md" surface="paper">
        <p className={text.body}>{example.intro}</p>
        <ExampleTable
          caption={page.caregiverPay}
          first={line(page.grossPay, example.gross)}
          lines={example.employee}
          total={line(page.takeHomePay, example.netPay)}
          page={page}
          cents={format.cents}
        />
        <ExampleTable
          caption={page.onTopOfWage}
          lines={example.employer}
          total={line(page.totalCost, example.totalCost)}
          page={page}
          cents={format.cents}
        />
        <p className={text.body}>
          <a href={guide.exampleHref}>{page.changeFigures}</a>
        </p>
      </Section>

      <PayRulesSection name={guide.name} rules={guide.payRules} words={words} format={format} />

      {guide.notes.length > 0 && (
        <Section heading={page.goodToKnow(guide.name)} size="md" surface="paper">
          <Facts facts={guide.notes} said={said} />
        </Section>
      )}
    </>
  );
}
