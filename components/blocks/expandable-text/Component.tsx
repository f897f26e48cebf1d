import { InlineText } from '@/components/ui/InlineText';
import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import { ExpandableText } from './ExpandableText.client';

export function ExpandableTextBlock({ block }: BlockProps<'expandable-text'>) {
  return (
    <Section heading={block.heading} size="md">
      <ExpandableText moreLabel={block.moreLabel ?? 'Read more'} lessLabel={block.lessLabel ?? 'Show less'}>
        {/* Rendered on the server and passed in as children, so the text itself adds nothing to the client bundle. */}
        <div className={cx(text.body, text.stack)}>
          {block.paragraphs.map((paragraph, index) => (
            <p key={index}>
              <InlineText text={paragraph} />
            </p>
          ))}
        </div>
      </ExpandableText>
    </Section>
  );
}
