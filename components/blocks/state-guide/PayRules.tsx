import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { longDate } from '@/components/ui/calendar-date';
import { dollars, monthDay } from './format';
import type { SourceRef } from '@/paylaw';
import type { LawFact, PayRules, WageRate } from './pay-rules';
import { LawSourceNote } from './SourceNote';
import styles from './state-guide.module.css';

/** A rule in words, led by what it means here ("Required by California law."), then its source. */
function Law({ text: words, source, lead }: { text: string; source: SourceRef | undefined; lead?: string }) {
  return (
    <div className={styles.law}>
      <p>
        {lead && <strong>{lead} </strong>}
        {words}
      </p>
      {source && <LawSourceNote sources={[source]} />}
    </div>
  );
}

/** Each rule with its source; `none` says what an empty list means where one is expected. */
function Laws({ facts, none }: { facts: LawFact[]; none?: string }) {
  if (facts.length === 0) return none === undefined ? null : <p>{none}</p>;
  return facts.map((fact) => <Law key={fact.text} {...fact} />);
}

function Rate({ rate, word }: { rate: WageRate; word: 'since' | 'from' }) {
  return (
    <>
      <strong>{dollars(rate.hourly)}</strong> {word} {longDate(rate.from)}
      {rate.which && <span className={styles.which}>{rate.which}</span>}
      {rate.source && <LawSourceNote sources={[rate.source]} />}
    </>
  );
}

/** The pay law a household employer follows in the state, beside the federal law, each rule with its source. */
export function PayRulesSection({ name, rules }: { name: string; rules: PayRules }) {
  const { minimumWage, overtime, requirements } = rules;
  return (
    <Section
      heading={`Pay rules in ${name}`}
      intro={`What a household worker in ${name} must be paid, the time off they are owed and the paperwork you give them, under federal, state and local law.`}
      size="md"
    >
      <div className={styles.fact}>
        <h3 className={text.h3}>Minimum wage</h3>
        <div className={text.body}>
          {minimumWage.paragraphs.map((paragraph) => (
            <Law key={paragraph.text} {...paragraph} />
          ))}
        </div>
        {minimumWage.rows.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={cx(styles.table, styles.stacked)}>
              <caption className={styles.caption}>Minimum wage per hour, as of {longDate(minimumWage.asOf)}</caption>
              <thead>
                <tr>
                  <th scope="col">Set by</th>
                  <th scope="col">Now</th>
                  <th scope="col">Next</th>
                </tr>
              </thead>
              <tbody>
                {minimumWage.rows.map((row) => (
                  <tr key={row.setBy}>
                    <th scope="row">{row.setBy}</th>
                    <td data-label="Now">
                      {row.now === undefined ? (
                        'Not yet in force'
                      ) : row.adjustedSince === undefined ? (
                        <Rate rate={row.now} word="since" />
                      ) : (
                        <>
                          Raised again on {longDate(row.adjustedSince)}, above{' '}
                          <strong>{dollars(row.now.hourly)}</strong> (the rate from {longDate(row.now.from)}): see the
                          current rate at the source.
                          {row.now.source && <LawSourceNote sources={[row.now.source]} />}
                        </>
                      )}
                    </td>
                    <td data-label="Next">
                      {row.adjustedSince !== undefined && row.adjusts ? (
                        <>Adjusted every {monthDay(row.adjusts.on)}.</>
                      ) : row.next ? (
                        <Rate rate={row.next} word="from" />
                      ) : row.adjusts ? (
                        <>
                          Adjusted every {monthDay(row.adjusts.on)}; the next rate is not set yet.
                          {row.adjusts.source && <LawSourceNote sources={[row.adjusts.source]} />}
                        </>
                      ) : (
                        'No change set'
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className={text.body}>
          <Laws facts={minimumWage.notLocal} />
        </div>
      </div>

      <div className={styles.fact}>
        <h3 className={text.h3}>Overtime</h3>
        {overtime.summary && (
          <div className={text.body}>
            <Law {...overtime.summary} />
          </div>
        )}
        <div className={styles.tableWrap}>
          <table className={cx(styles.table, styles.stacked, styles.wordy)}>
            <caption className={styles.caption}>Overtime: federal law and {name} law side by side</caption>
            <thead>
              <tr>
                <th scope="col">Worker</th>
                <th scope="col">Federal law</th>
                <th scope="col">{name} law</th>
              </tr>
            </thead>
            <tbody>
              {overtime.rows.map((row) => (
                <tr key={row.worker}>
                  <th scope="row">{row.worker}</th>
                  <td data-label="Federal law">
                    <Laws facts={row.federal} none="No federal rule." />
                  </td>
                  <td data-label={`${name} law`}>
                    <Laws facts={row.state} none={overtime.none} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={text.body}>
          <Laws facts={overtime.companions} />
        </div>
      </div>

      <div className={cx(styles.facts, styles.fact)}>
        {requirements.map((item) => (
          <div key={item.heading} className={text.body}>
            <h3 className={text.h3}>{item.heading}</h3>
            <Law text={item.text} source={item.source} lead={item.status} />
            {item.local.map((local) => (
              <Law key={local.status} text={local.text} source={local.source} lead={local.status} />
            ))}
          </div>
        ))}
      </div>
    </Section>
  );
}
