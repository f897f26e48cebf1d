import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { InlineText } from '@/components/ui/InlineText';
import type { BlockProps } from '../types';

export function RichTextBlock({ block }: BlockProps<'rich-text'>) {
  return (
    <Container component="section" id={block.anchor} maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      {block.heading && (
        <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
          {block.heading}
        </Typography>
      )}
      {block.paragraphs.map((paragraph, index) => (
        <Typography key={index} component="p" variant="body1" sx={{ mb: 2 }}>
          <InlineText text={paragraph} />
        </Typography>
      ))}
    </Container>
  );
}
