import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';
import { ExpandableText } from './ExpandableText.client';
import type { ExpandableTextResolved } from './resolve';

export function ExpandableTextBlock({
  block,
  moreLabel,
  lessLabel,
}: BlockProps<'expandable-text'> & ExpandableTextResolved) {
  return (
    <Section heading={block.heading} size="md">
      <ExpandableText moreLabel={moreLabel} lessLabel={lessLabel}>
        {/* Rendered on the server and passed in as children, so the text itself adds nothing to the client bundle. */}
        <Paragraphs paragraphs={block.paragraphs} />
      </ExpandableText>
    </Section>
  );
}
