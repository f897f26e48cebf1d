import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BlockSection } from '../BlockSection';
import { formatRating } from '../rating';
import { StarRating } from '../StarRating';
import type { BlockProps } from '../types';
import { visuallyHidden } from '../visually-hidden';

export function SocialRatingsBlock({ block, context }: BlockProps<'social-ratings'>) {
  const ratings = context.shared.list('social-ratings', block.items);
  if (ratings.length === 0) return null;
  return (
    <BlockSection heading={block.heading}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: { xs: 2, md: 5 } }}>
        {ratings.map((rating) => (
          <li key={rating.url}>
            <Link href={rating.url} target="_blank" rel="noopener" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary' }}>
              <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {rating.label}
              </Typography>
              <StarRating value={rating.rating} />
              {/* The stars' label already says the number to screen readers. */}
              <Typography component="span" variant="subtitle1" aria-hidden="true">
                {formatRating(rating.rating)}
              </Typography>
              <Box component="span" sx={visuallyHidden}>
                (opens in a new tab)
              </Box>
            </Link>
          </li>
        ))}
      </Box>
    </BlockSection>
  );
}
