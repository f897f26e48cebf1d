import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface BlockSectionProps {
  heading?: string;
  intro?: string;
  anchor?: string;
  /** Alternating bands need a second surface colour to stay apart without borders. */
  surface?: 'default' | 'paper';
  maxWidth?: 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/** The frame every block shares: a <section> with its h2, so the page outline stays hero h1 → block h2 → item h3. */
export function BlockSection({ heading, intro, anchor, surface = 'default', maxWidth = 'lg', children }: BlockSectionProps) {
  return (
    <Box
      component="section"
      id={anchor}
      sx={{ bgcolor: surface === 'paper' ? 'background.paper' : 'background.default', py: { xs: 4, md: 7 } }}
    >
      <Container maxWidth={maxWidth}>
        {heading && (
          <Typography component="h2" variant="h4" sx={{ mb: intro ? 1.5 : 3 }}>
            {heading}
          </Typography>
        )}
        {intro && (
          <Typography component="p" variant="body1" sx={{ color: 'text.secondary', mb: 3, maxWidth: 720 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
