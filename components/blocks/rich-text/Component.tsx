import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';

export function RichTextBlock({ block }: BlockProps<'rich-text'>) {
  return (
    <Section heading={block.heading} anchor={block.anchor} size="md">
      <Paragraphs paragraphs={block.paragraphs} />
    </Section>
  );
}
