import { InlineText } from '@/components/ui/InlineText';
import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import type { BlockProps } from '../types';

export function RichTextBlock({ block }: BlockProps<'rich-text'>) {
  return (
    <Section heading={block.heading} anchor={block.anchor} size="md">
      <div className={cx(text.body, text.stack)}>
        {block.paragraphs.map((paragraph, index) => (
          <p key={index}>
            <InlineText text={paragraph} />
          </p>
        ))}
      </div>
    </Section>
  );
}
