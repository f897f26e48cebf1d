import { cx } from '@/components/ui/typography';
import layout from './layout.module.css';

/**
 * The class of a card grid for `count` items: one column on mobile, and on
 * desktop two or three, chosen so that one or two items never leave empty
 * columns and four make two full rows instead of three and a lone card.
 */
export function gridClass(count: number, { smallScreenPairs = false } = {}): string {
  const desktop = count <= 1 ? undefined : count === 2 || count === 4 ? layout.two : layout.three;
  return cx(layout.grid, smallScreenPairs && count > 1 && layout.smTwo, desktop);
}
