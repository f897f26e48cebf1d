import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import type { SourceRef } from '@/paylaw';
import type { GuideFormat } from './format';
import type { StateGuideMessages } from './messages';
import type { LawFact, PayRules, WageRate } from './pay-rules';
import { LawSourceNote } from './SourceNote';
import styles from './state-guide.module.css';

type Said = StateGuideMessages['source'];

/** A rule in words, led by what it means here ("Required by California law."), then its source. */
function Law({
  text: words,
  source,
  lead,
  said,
}: {
  text: string;
  source: SourceRef | undefined;
  lead?: string;
  said: Said;
}) {
  return (
    <div className={styles.law}>
      <p>
        {lead && <strong>{lead} </strong>}
        {words}
      </p>
      {source && <LawSourceNote sources={[source]} said={said} />}
    </div>
  );
}

/** Each rule with its source; `none` says what an empty list means where one is expected. */
function Laws({ facts, none, said }: { facts: LawFact[]; none?: string; said: Said }) {
  if (facts.length === 0) return none === undefined ? null : <p>{none}</p>;
  return facts.map((fact) => <Law key={fact.text} {...fact} said={said} />);
}

function Rate({ rate, word, format, said }: { rate: WageRate; word: string; format: GuideFormat; said: Said }) {
  return (
    <>
      <strong>{format.dollars(rate.hourly)}</strong> {word} {format.longDate(rate.from)}
      {rate.which && <span className={styles.which}>{rate.which}</span>}
      {rate.source && <LawSourceNote sources={[rate.source]} said={said} />}
    </>
  );
}

/** The pay law a household employer follows in the state, beside the federal law, each rule with its source. */
export function PayRulesSection({
  name,
  rules,
  words,
  format,
}: {
  name: string;
  rules: PayRules;
  words: StateGuideMessages;
  format: GuideFormat;
}) {
  const { minimumWage, overtime, requirements } = rules;
  const { payRules: says, source: said } = words;
  const { dollars, longDate, monthDay } = format;
  return (
    <Section heading={says.heading(name)} intro={says.intro(name)} size="md">
      <div className={styles.fact}>
        <h3 className={text.h3}>{says.minimumWage}</h3>
        <div className={text.body}>
          {minimumWage.paragraphs.map((paragraph) => (
            <Law key={paragraph.text} {...paragraph} said={said} />
          ))}
        </div>
        {minimumWage.rows.length > 0 && (
          <div className={styles.tableWrap}>
            <table className={cx(styles.table, styles.stacked)}>
              <caption className={styles.caption}>{says.wageCaption(longDate(minimumWage.asOf))}</caption>
              <thead>
                <tr>
                  <th scope="col">{says.setBy}</th>
                  <th scope="col">{says.now}</th>
                  <th scope="col">{says.next}</th>
                </tr>
              </thead>
              <tbody>
                {minimumWage.rows.map((row) => (
                  <tr key={row.setBy}>
                    <th scope="row">{row.setBy}</th>
                    <td data-label={says.now}>
                      {row.now === undefined ? (
                        says.notYetInForce
                      ) : row.adjustedSince === undefined ? (
                        <Rate rate={row.now} word={says.since} format={format} said={said} />
                      ) : (
                        <>
                          {says.raisedAgain(longDate(row.adjustedSince))} <strong>{dollars(row.now.hourly)}</strong>
                          {says.raisedAgainRest(longDate(row.now.from))}
                          {row.now.source && <LawSourceNote sources={[row.now.source]} said={said} />}
                        </>
                      )}
                    </td>
                    <td data-label={says.next}>
                      {row.adjustedSince !== undefined && row.adjusts ? (
                        says.adjustedEvery(monthDay(row.adjusts.on))
                      ) : row.next ? (
                        <Rate rate={row.next} word={says.from} format={format} said={said} />
                      ) : row.adjusts ? (
                        <>
                          {says.adjustedEveryNotSet(monthDay(row.adjusts.on))}
                          {row.adjusts.source && <LawSourceNote sources={[row.adjusts.source]} said={said} />}
                        </>
                      ) : (
                        says.noChange
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className={text.body}>
          <Laws facts={minimumWage.notLocal} said={said} />
        </div>
      </div>

      <div className={styles.fact}>
        <h3 className={text.h3}>{says.overtime}</h3>
        {overtime.summary && (
          <div className={text.body}>
            <Law {...overtime.summary} said={said} />
          </div>
        )}
        <div className={styles.tableWrap}>
          <table className={cx(styles.table, styles.stacked, styles.wordy)}>
            <caption className={styles.caption}>{says.overtimeCaption(name)}</caption>
            <thead>
              <tr>
                <th scope="col">{says.worker}</th>
                <th scope="col">{says.federalLaw}</th>
                <th scope="col">{says.stateLaw(name)}</th>
              </tr>
            </thead>
            <tbody>
              {overtime.rows.map((row) => (
                <tr key={row.worker}>
                  <th scope="row">{row.worker}</th>
                  <td data-label={says.federalLaw}>
                    <Laws facts={row.federal} none={says.noFederalRule} said={said} />
                  </td>
                  <td data-label={says.stateLaw(name)}>
                    <Laws facts={row.state} none={overtime.none} said={said} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={text.body}>
          <Laws facts={overtime.companions} said={said} />
        </div>
      </div>

      <div className={cx(styles.facts, styles.fact)}>
        {requirements.map((item) => (
          <div key={item.heading} className={text.body}>
            <h3 className={text.h3}>{item.heading}</h3>
            <Law text={item.text} source={item.source} lead={item.status} said={said} />
            {item.local.map((local) => (
              <Law key={local.status} text={local.text} source={local.source} lead={local.status} said={said} />
            ))}
          </div>
        ))}
      </div>
    </Section>
  );
}
