import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { SiteConfig } from '@/schemas/generated/config-types';
import { MobileMenu } from './MobileMenu.client';
import { MOBILE_MEDIA_QUERY } from './theme';

export function Header({ site }: { site: SiteConfig }) {
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: 64 }}>
          <Link href="/" underline="none" sx={{ fontWeight: 800, fontSize: '1.25rem', color: 'primary.dark', mr: 'auto' }}>
            {site.brand.displayName}
          </Link>
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, [MOBILE_MEDIA_QUERY]: { display: 'none' } }}>
            {site.navigation.map((link) => (
              <Button key={link.href} href={link.href} color="inherit">
                {link.label}
              </Button>
            ))}
          </Box>
          <Button href={site.signIn.href} variant="outlined" color="primary" sx={{ [MOBILE_MEDIA_QUERY]: { display: 'none' } }}>
            {site.signIn.label}
          </Button>
          <MobileMenu navigation={site.navigation} signIn={site.signIn} />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
