import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

export function ImpressionQuotesBlock({ block, context }: BlockProps<'impression-quotes'>) {
  const quotes = context.shared.list('impression-quotes', block.items);
  if (quotes.length === 0) return null;
  return (
    <BlockSection heading={block.heading} surface="paper">
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(quotes.length, 3)}, 1fr)` } }}
      >
        {quotes.map((quote) => (
          <Box key={quote.id} component="li">
            <Box component="figure" sx={{ m: 0 }}>
              <Typography component="h3" variant="h6" sx={{ color: 'primary.main', mb: 1 }}>
                {quote.impression}
              </Typography>
              <Box component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'secondary.main' }}>
                <Typography component="p" variant="body1">
                  {quote.body}
                </Typography>
              </Box>
              <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {quote.author}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </BlockSection>
  );
}
