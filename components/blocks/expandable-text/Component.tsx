import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import { ExpandableText } from './ExpandableText.client';

export function ExpandableTextBlock({ block }: BlockProps<'expandable-text'>) {
  return (
    <Section heading={block.heading} size="md">
      <ExpandableText moreLabel={block.moreLabel ?? 'Read more'} lessLabel={block.lessLabel ?? 'Show less'}>
        {/* Rendered on the server and passed in as children, so the text itself adds nothing to the client bundle. */}
        <Paragraphs paragraphs={block.paragraphs} />
      </ExpandableText>
    </Section>
  );
}
