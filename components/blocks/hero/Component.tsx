import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlockProps } from '../types';

export function HeroBlock({ block }: BlockProps<'hero'>) {
  return (
    <Box component="section" sx={{ bgcolor: 'primary.light', color: 'text.primary', py: { xs: 6, md: 10 } }}>
      <Container maxWidth="lg">
        {block.eyebrow && (
          <Typography component="p" variant="overline" sx={{ mb: 1, color: 'primary.dark', fontWeight: 700 }}>
            {block.eyebrow}
          </Typography>
        )}
        <Typography component="h1" variant="h2" sx={{ maxWidth: 820, mb: 2, color: 'primary.dark' }}>
          {block.heading}
        </Typography>
        <Typography component="p" variant="h6" sx={{ maxWidth: 720, mb: 4, fontWeight: 400 }}>
          {block.lead}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {block.primaryAction && (
            <Button variant="contained" color="secondary" size="large" href={block.primaryAction.href}>
              {block.primaryAction.label}
            </Button>
          )}
          {block.secondaryAction && (
            <Button variant="outlined" color="primary" size="large" href={block.secondaryAction.href}>
              {block.secondaryAction.label}
            </Button>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
