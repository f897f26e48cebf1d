import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InlineText } from '@/components/ui/InlineText';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';
import { visuallyHidden } from '../visually-hidden';

export function ContractDownloadBlock({ block }: BlockProps<'contract-download'>) {
  // Screen-reader users should know the link starts a PDF download, even when the label does not say so.
  const labelSaysPdf = /\bpdf\b/i.test(block.pdf.label);
  return (
    <BlockSection heading={block.heading} maxWidth="md">
      {block.body.map((paragraph, index) => (
        <Typography key={index} component="p" variant="body1" sx={{ mb: 2 }}>
          <InlineText text={paragraph} />
        </Typography>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, mt: 3 }}>
        <Button variant="contained" size="large" href={block.pdf.href} download>
          {block.pdf.label}
          {!labelSaysPdf && (
            <Box component="span" sx={visuallyHidden}>
              {' '}(PDF)
            </Box>
          )}
        </Button>
        <Link href={block.rulesArticle.href} variant="body1">
          {block.rulesArticle.label}
        </Link>
      </Stack>
    </BlockSection>
  );
}
