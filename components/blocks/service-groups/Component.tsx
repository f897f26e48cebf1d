import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { gridClass } from '../grid';
import layout from '../layout.module.css';
import type { BlockProps } from '../types';
import type { ServiceGroupsResolved } from './resolve';
import styles from './service-groups.module.css';

export function ServiceGroupsBlock({ block, groups }: BlockProps<'service-groups'> & ServiceGroupsResolved) {
  if (groups.length === 0) return null;
  return (
    <Section heading={block.heading} intro={block.intro} anchor={block.anchor} surface="paper">
      <div className={gridClass(groups.length, { smallScreenPairs: true })}>
        {groups.map((group) => (
          <div key={group.serviceTitle} className={layout.card}>
            <h3 className={cx(text.h3, styles.title)}>{group.serviceTitle}</h3>
            <ul className={cx(text.body, styles.items)}>
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
