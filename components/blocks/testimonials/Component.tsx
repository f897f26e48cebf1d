import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

export function TestimonialsBlock({ block, context }: BlockProps<'testimonials'>) {
  const testimonials = context.shared.list('testimonials', block.items);
  if (testimonials.length === 0) return null;
  return (
    <BlockSection heading={block.heading} surface="paper">
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {testimonials.map((testimonial) => (
          <Paper key={testimonial.id} component="li" variant="outlined" sx={{ p: 3 }}>
            <Box component="figure" sx={{ m: 0 }}>
              <Box component="blockquote" sx={{ m: 0 }}>
                <Typography component="p" variant="body1">
                  {testimonial.comment}
                </Typography>
              </Box>
              <Typography component="figcaption" variant="body2" sx={{ mt: 2 }}>
                <strong>{testimonial.author}</strong>, {testimonial.location}
              </Typography>
            </Box>
          </Paper>
        ))}
      </Box>
    </BlockSection>
  );
}
