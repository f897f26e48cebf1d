import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PricingPlan } from '@/schemas/generated/config-types';
import { CheckIcon } from '../icons';
import { formatDollars } from './format-price';

interface PlanCardProps {
  plan: PricingPlan;
  enrollHref: string;
  enrollLabel: string;
}

export function PlanCard({ plan, enrollHref, enrollLabel }: PlanCardProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, borderWidth: plan.highlighted ? 2 : 1, borderColor: plan.highlighted ? 'primary.main' : 'divider' }}
    >
      <Typography component="h3" variant="h5">
        {plan.name}
      </Typography>
      <Typography component="p" variant="h3" sx={{ fontWeight: 700 }}>
        {formatDollars(plan.monthlyPrice)}
        <Typography component="span" variant="body1" sx={{ color: 'text.secondary', ml: 0.5 }}>
          a month
        </Typography>
      </Typography>
      <Typography component="p" variant="body1">
        {plan.summary}
      </Typography>
      <Typography component="ul" variant="body2" sx={{ listStyle: 'none', p: 0, m: 0, flexGrow: 1, display: 'grid', gap: 1 }}>
        {plan.features.map((feature) => (
          <Box key={feature} component="li" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckIcon fontSize="small" sx={{ color: 'primary.main' }} />
            {feature}
          </Box>
        ))}
      </Typography>
      <Button variant={plan.highlighted ? 'contained' : 'outlined'} size="large" href={enrollHref}>
        {enrollLabel}
      </Button>
    </Paper>
  );
}
