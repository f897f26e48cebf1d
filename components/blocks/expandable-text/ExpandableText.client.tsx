'use client';

import { useId, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/typography';
import styles from './expandable-text.module.css';

interface ExpandableTextProps {
  moreLabel: string;
  lessLabel: string;
  children: ReactNode;
}

/** The text stays in the HTML for search engines and screen readers; only its height is collapsed (to 120 px, in the CSS). */
export function ExpandableText({ moreLabel, lessLabel, children }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  const contentId = useId();
  return (
    <>
      <div
        id={contentId}
        className={cx(styles.content, !expanded && styles.collapsed)}
        // Keyboard users tabbing onto a link hidden under the fade would lose their focus from view.
        onFocus={() => setExpanded(true)}
      >
        {children}
      </div>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded((open) => !open)}
        className={cx(buttonClass({ variant: 'text' }), styles.toggle)}
      >
        {expanded ? lessLabel : moreLabel}
      </button>
    </>
  );
}
