import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { BlockProps } from '../types';
import { EnrollAction } from './EnrollAction';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function CallToActionBlock({ block, context }: BlockProps<'call-to-action'>) {
  const { action } = block;
  const phone = context.site.brand.phone;
  return (
    // primary.dark keeps white text above 4.5:1 where primary.main may not.
    <Box component="section" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
          {block.heading}
        </Typography>
        {block.body && (
          <Typography component="p" variant="body1" sx={{ mb: 3 }}>
            {block.body}
          </Typography>
        )}
        {action.kind === 'link' ? (
          <Button variant="contained" color="secondary" size="large" href={action.link.href}>
            {action.link.label}
          </Button>
        ) : (
          <EnrollAction action={action} context={context} />
        )}
        {block.showPhone && (
          <Typography component="p" variant="body1" sx={{ mt: 3 }}>
            Or call us toll-free:{' '}
            <Link href={telHref(phone)} color="inherit" underline="always" sx={{ fontWeight: 700 }}>
              {phone}
            </Link>
          </Typography>
        )}
      </Container>
    </Box>
  );
}
