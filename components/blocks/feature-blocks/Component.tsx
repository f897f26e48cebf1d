import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

const IMAGE_SIZE = 96;

export function FeatureBlocksBlock({ block, context }: BlockProps<'feature-blocks'>) {
  const features = context.shared.list('feature-blocks', block.items);
  if (features.length === 0) return null;
  return (
    <BlockSection heading={block.heading} intro={block.intro} anchor={block.anchor}>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}
      >
        {features.map((feature) => (
          <Paper key={feature.title} component="li" variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {/* A plain <img> with fixed size: the illustrations are small and decorative, and next/image would ship client JS. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={feature.imageUrl} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" decoding="async" style={{ objectFit: 'contain' }} />
            <Typography component="h3" variant="h6">
              {feature.title}
            </Typography>
            <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
              {feature.description}
            </Typography>
          </Paper>
        ))}
      </Box>
    </BlockSection>
  );
}
