import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BlockSection } from '../BlockSection';
import { averageRating, formatRating } from '../rating';
import { StarRating } from '../StarRating';
import type { BlockProps } from '../types';

export function ReviewsBlock({ block, context }: BlockProps<'reviews'>) {
  const reviews = context.shared.list('reviews', block.items);
  const average = averageRating(reviews.map((review) => review.rating));
  if (average === undefined) return null;
  return (
    <BlockSection heading={block.heading}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
        <Typography component="p" variant="h4" sx={{ fontWeight: 700 }} aria-hidden="true">
          {formatRating(average)}
        </Typography>
        <StarRating value={average} size={28} />
        <Typography component="p" variant="body1" sx={{ color: 'text.secondary' }}>
          Average of {reviews.length} {reviews.length === 1 ? 'review' : 'reviews'}
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        {reviews.map((review) => (
          <Paper key={review.id} component="li" variant="outlined" sx={{ p: 3 }}>
            <StarRating value={review.rating} />
            <Typography component="p" variant="body1" sx={{ my: 1.5 }}>
              {review.comment}
            </Typography>
            <Typography component="p" variant="subtitle2">
              {review.name}
            </Typography>
          </Paper>
        ))}
      </Box>
    </BlockSection>
  );
}
