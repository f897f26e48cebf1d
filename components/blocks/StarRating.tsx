import Box from '@mui/material/Box';
import { ratingLabel } from './rating';

const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

function Star() {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

/**
 * Read-only stars drawn on the server: MUI Rating would ship client JS for a
 * static picture, and its label function cannot cross the server boundary.
 */
export function StarRating({ value, size = 20 }: { value: number; size?: number }) {
  return (
    <Box component="span" role="img" aria-label={ratingLabel(value)} sx={{ display: 'inline-flex', verticalAlign: 'middle' }}>
      {[0, 1, 2, 3, 4].map((index) => {
        const filled = Math.min(Math.max(value - index, 0), 1);
        return (
          <Box key={index} component="span" sx={{ position: 'relative', display: 'inline-block', width: size, height: size, color: 'action.disabled' }}>
            <Star />
            <Box component="span" sx={{ position: 'absolute', inset: 0, width: `${filled * 100}%`, overflow: 'hidden', color: 'warning.main' }}>
              <Box component="span" sx={{ display: 'block', width: size, height: size }}>
                <Star />
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
