'use client';

import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/ButtonLink';
import styles from './hired-question.module.css';

export interface HiredChoice {
  label: string;
  value: number;
  /** Computed on the server, so the enrollment rules never ship to the browser. */
  href: string;
}

interface HiredQuestionProps {
  question: string;
  choices: HiredChoice[];
  /** Used until the visitor answers, and by visitors without JavaScript. */
  defaultHref: string;
  initialValue?: number;
  label: string;
}

/** Native radios in a fieldset: the browser gives grouping, arrow keys and labels; React only swaps the link's href. */
export function HiredQuestion({ question, choices, defaultHref, initialValue, label }: HiredQuestionProps) {
  const [value, setValue] = useState(initialValue);
  // One radio group per block: two call-to-action blocks on a page must not share a name.
  const name = useId();
  const legendId = `${name}-question`;
  const href = choices.find((choice) => choice.value === value)?.href ?? defaultHref;
  return (
    <div className={styles.question}>
      {/* The explicit role and name keep the group announced as a radio group with its question in every browser. */}
      <fieldset className={styles.fieldset} role="radiogroup" aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          {question}
        </legend>
        <div className={styles.options}>
          {choices.map((choice) => (
            <label key={choice.value} className={styles.option}>
              <input
                type="radio"
                name={name}
                value={String(choice.value)}
                checked={value === choice.value}
                onChange={() => setValue(choice.value)}
                className={styles.radio}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <a href={href} className={buttonClass({ color: 'secondary', size: 'large' })}>
        {label}
      </a>
    </div>
  );
}
