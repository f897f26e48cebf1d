import { InlineText } from '@/components/ui/InlineText';
import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import styles from './legal-text.module.css';
import type { LegalTextResolved } from './resolve';
import { StoredDataList } from './StoredDataList';

const sectionId = (index: number) => `section-${index + 1}`;

export function LegalTextBlock({ block, storedData, updated, words }: BlockProps<'legal-text'> & LegalTextResolved) {
  return (
    <Section size="md">
      <p className={cx(text.body, styles.updated)}>
        {`${words.lastUpdated} `}
        <time dateTime={block.lastUpdated}>{updated}</time>
      </p>
      {block.intro && <Paragraphs paragraphs={block.intro} />}
      <nav aria-label={words.contents} className={styles.contents}>
        <p className={text.overline}>{words.contents}</p>
        <ol>
          {block.sections.map((section, index) => (
            <li key={index}>
              <a href={`#${sectionId(index)}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {block.sections.map((section, index) => (
        <section
          key={index}
          id={sectionId(index)}
          className={styles.section}
          aria-labelledby={`${sectionId(index)}-heading`}
        >
          <h2 id={`${sectionId(index)}-heading`} className={text.h3}>
            {`${index + 1}. ${section.heading}`}
          </h2>
          <Paragraphs paragraphs={section.paragraphs} />
          {section.items && (
            <ul className={cx(text.body, styles.items)}>
              {section.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <InlineText text={item} />
                </li>
              ))}
            </ul>
          )}
          {section.storedData && <StoredDataList items={storedData} words={words.stored} />}
        </section>
      ))}
    </Section>
  );
}
