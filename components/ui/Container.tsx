import type { ReactNode } from 'react';
import styles from './container.module.css';
import { cx } from './typography';

export function Container({
  size = 'lg',
  className,
  children,
}: {
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  children: ReactNode;
}) {
  return <div className={cx(styles.container, styles[size], className)}>{children}</div>;
}
