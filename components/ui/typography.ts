import styles from './typography.module.css';

/** Class names of the text styles; combine with `cx`. */
export const text = styles;

export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
