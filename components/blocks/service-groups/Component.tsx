import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BlockSection } from '../BlockSection';
import type { BlockProps } from '../types';

export function ServiceGroupsBlock({ block, context }: BlockProps<'service-groups'>) {
  const groups = context.shared.list('service-groups', block.groups);
  if (groups.length === 0) return null;
  return (
    <BlockSection heading={block.heading} intro={block.intro} anchor={block.anchor} surface="paper">
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
        {groups.map((group) => (
          <div key={group.serviceTitle}>
            <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
              {group.serviceTitle}
            </Typography>
            <Typography component="ul" variant="body1" sx={{ m: 0, pl: 2.5, '& > li': { mb: 0.75 } }}>
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Typography>
          </div>
        ))}
      </Box>
    </BlockSection>
  );
}
