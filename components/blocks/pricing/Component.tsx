import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BlockSection } from '../BlockSection';
import { enrollmentHref } from '../call-to-action/enrollment-href';
import type { BlockProps } from '../types';
import { formatDollars } from './format-price';
import { PlanCard } from './PlanCard';

export function PricingBlock({ block, context }: BlockProps<'pricing'>) {
  const plans = context.flags['three-tier-pricing-test'] ? block.threeTier : [block.plan];
  const href = enrollmentHref({ site: context.site, flags: context.flags });
  return (
    <BlockSection heading={block.heading} intro={block.intro} anchor={block.anchor}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: `repeat(${plans.length}, 1fr)` },
          maxWidth: plans.length === 1 ? 480 : undefined,
          mx: 'auto',
        }}
      >
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} enrollHref={href} enrollLabel={block.enrollLabel} />
        ))}
      </Box>
      <Typography component="p" variant="body2" sx={{ color: 'text.secondary', mt: 3, textAlign: 'center' }}>
        Year-end tax preparation: {formatDollars(context.site.footer.yearEndTaxPrepFee)} a year.
      </Typography>
    </BlockSection>
  );
}
