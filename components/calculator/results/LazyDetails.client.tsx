'use client';
/**
 * A <details> whose content's code loads the first time it is opened: parts
 * most visitors never open stay out of the calculator's first chunk.
 */
import { useState, type ReactNode } from 'react';
import styles from './results.module.css';

export function LazyDetails<P extends object>({
  summary,
  load,
  props,
}: {
  summary: string;
  load: () => Promise<(props: P) => ReactNode>;
  props: P;
}) {
  const [Content, setContent] = useState<((props: P) => ReactNode) | null>(null);
  return (
    <details
      className={styles.group}
      onToggle={(event) => {
        if (event.currentTarget.open && !Content) void load().then((component) => setContent(() => component));
      }}
    >
      <summary>{summary}</summary>
      {Content ? <Content {...props} /> : null}
    </details>
  );
}
