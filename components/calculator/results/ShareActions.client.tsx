'use client';
/**
 * Print the result, or copy a link that reopens it: the link is built from the form itself (the address bar follows
 * the form only once typing pauses). When the browser refuses the clipboard the link is shown, selected, to copy by hand.
 */
import { useState } from 'react';
import { buttonClass } from '@/components/ui/ButtonLink';
import { useCalculatorMessages } from '../messages/context.client';
import { writeQuery, type CalculatorState } from '../model/query-state';
import styles from './share-actions.module.css';

type Copy = { kind: 'idle' } | { kind: 'copied' | 'refused'; url: string };

const linkTo = (form: CalculatorState) => `${window.location.origin}${window.location.pathname}?${writeQuery(form)}`;

const button = buttonClass({ variant: 'outlined', color: 'primary', size: 'small' });

export function ShareActions({ form }: { form: CalculatorState }) {
  const m = useCalculatorMessages();
  const [copy, setCopy] = useState<Copy>({ kind: 'idle' });
  const copyLink = () => {
    const url = linkTo(form);
    const refused = () => setCopy({ kind: 'refused', url });
    // Older browsers and pages outside a secure context have no clipboard API at all.
    if (typeof navigator.clipboard?.writeText !== 'function') return refused();
    navigator.clipboard.writeText(url).then(() => setCopy({ kind: 'copied', url }), refused);
  };
  // Once the inputs change, the link copied (or shown) is no longer the one to these results.
  const shown = copy.kind !== 'idle' && copy.url === linkTo(form) ? copy : undefined;
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <button type="button" className={button} onClick={() => window.print()}>
          {m.share.print}
        </button>
        <button type="button" className={button} onClick={copyLink}>
          {m.share.copyLink}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {shown?.kind === 'copied' && m.share.copied}
        {shown?.kind === 'refused' && m.share.refused}
      </p>
      {shown?.kind === 'refused' && (
        <input
          className={styles.link}
          aria-label={m.share.linkLabel}
          readOnly
          autoFocus
          value={shown.url}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}
