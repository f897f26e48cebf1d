import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdSlotDefinition } from '@/schemas/generated/config-types';
import { reservedAdBox, sizeList } from './ad-size';

export type AdSlotShape = Pick<AdSlotDefinition, 'id' | 'adUnitPath' | 'audience' | 'sizes'>;

/**
 * Only the reserved, empty container: the ad library fills it later by
 * data-ad-slot, so the page never shifts when (or if) an ad arrives.
 */
export function ReservedAdBox({ slot }: { slot: AdSlotShape }) {
  const size = reservedAdBox(slot.sizes);
  if (!size) return null;
  return (
    <Box component="section" aria-label="Advertisement" sx={{ py: 3, px: 2, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <Typography component="p" variant="caption" sx={{ color: 'text.secondary', mb: 0.5 }}>
        Advertisement
      </Typography>
      <Box
        data-ad-slot={slot.id}
        data-audience={slot.audience}
        data-ad-unit-path={slot.adUnitPath}
        data-ad-sizes={sizeList(slot.sizes)}
        sx={{ width: '100%', maxWidth: size.width, height: size.height, bgcolor: 'action.hover', overflow: 'hidden' }}
      />
    </Box>
  );
}
