import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { BlockSection } from '../BlockSection';
import { CheckIcon } from '../icons';
import type { BlockProps } from '../types';

export function BenefitListBlock({ block, context }: BlockProps<'benefit-list'>) {
  const list = context.shared.get('benefit-lists', block.list);
  if (!list) return null;
  return (
    <BlockSection heading={block.heading} intro={block.intro} maxWidth="md">
      <List disablePadding sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 4 }}>
        {list.items.map((item) => (
          <ListItem key={item} disableGutters sx={{ alignItems: 'flex-start', gap: 1.5 }}>
            <CheckIcon sx={{ color: 'primary.main', mt: '2px' }} />
            <Typography component="span" variant="body1">
              {item}
            </Typography>
          </ListItem>
        ))}
      </List>
    </BlockSection>
  );
}
