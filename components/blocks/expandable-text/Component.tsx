import Typography from '@mui/material/Typography';
import { InlineText } from '@/components/ui/InlineText';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';
import { ExpandableText } from './ExpandableText.client';

export function ExpandableTextBlock({ block }: BlockProps<'expandable-text'>) {
  return (
    <BlockSection heading={block.heading} maxWidth="md">
      <ExpandableText moreLabel={block.moreLabel ?? 'Read more'} lessLabel={block.lessLabel ?? 'Show less'}>
        {block.paragraphs.map((paragraph, index) => (
          <Typography key={index} component="p" variant="body1" sx={{ mb: 2 }}>
            <InlineText text={paragraph} />
          </Typography>
        ))}
      </ExpandableText>
    </BlockSection>
  );
}
