import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SiteConfig } from '@/schemas/generated/config-types';

/** The year-end fee line appears on pages that show pricing, so a price is never quoted without it. */
export function Footer({ site, showPricing }: { site: SiteConfig; showPricing: boolean }) {
  const { brand, footer } = site;
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', py: 6, mt: 6 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="p" variant="h6" sx={{ mb: 1 }}>
              {brand.displayName}
            </Typography>
            <Typography component="p" variant="body2" sx={{ mb: 2 }}>
              {brand.tagline}
            </Typography>
            <Typography component="p" variant="body2">
              Free consultation:{' '}
              <Link href={`tel:+${brand.phone.replace(/-/g, '')}`} color="inherit" underline="always">
                {brand.phone}
              </Link>
            </Typography>
            <Typography component="p" variant="body2">
              E-mail:{' '}
              <Link href={`mailto:${brand.email}`} color="inherit" underline="always">
                {brand.email}
              </Link>
            </Typography>
            {showPricing && (
              <Typography component="p" variant="body2" sx={{ mt: 2 }} data-testid="year-end-fee">
                Year-end tax preparation: ${footer.yearEndTaxPrepFee} a year.
              </Typography>
            )}
          </Grid>
          {footer.columns.map((column) => (
            <Grid key={column.heading} size={{ xs: 12, sm: 6, md: 4 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {column.heading}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} color="inherit" sx={{ display: 'inline-block', py: 0.5 }}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
        <Box component="nav" aria-label="Legal" sx={{ mt: 4, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          {footer.legal.map((link) => (
            <Link key={link.href} href={link.href} color="inherit" underline="always" variant="body2">
              {link.label}
            </Link>
          ))}
          <Typography component="p" variant="body2" sx={{ ml: { md: 'auto' } }}>
            © {new Date().getFullYear()} {brand.displayName}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
