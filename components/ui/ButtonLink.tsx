import type { AnchorHTMLAttributes, ReactNode } from 'react';
import styles from './button.module.css';
import { cx } from './typography';

export interface ButtonStyle {
  variant?: 'contained' | 'outlined' | 'text';
  /** "light" is for dark bands: light button, or inherited colour. */
  color?: 'primary' | 'secondary' | 'light';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
}

/** The class of a button of the theme; for a <button> or an <a>. */
export function buttonClass({
  variant = 'contained',
  color = 'primary',
  size = 'medium',
  fullWidth = false,
}: ButtonStyle = {}): string {
  return cx(
    styles.button,
    styles[variant],
    styles[color],
    size !== 'medium' && styles[size],
    fullWidth && styles.fullWidth,
  );
}

type ButtonLinkProps = ButtonStyle &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> & { href: string; children: ReactNode };

/** A link that looks like a button: navigation stays a real <a>, so it needs no JavaScript. */
export function ButtonLink({ variant, color, size, fullWidth, className, children, ...anchor }: ButtonLinkProps) {
  return (
    <a {...anchor} className={cx(buttonClass({ variant, color, size, fullWidth }), className)}>
      {children}
    </a>
  );
}
