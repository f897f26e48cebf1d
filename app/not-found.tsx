import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { Footer } from '@/components/shell/Footer';
import { getSite } from '@/services/config/site-model';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default async function NotFound() {
  const { model } = await getSite();
  const { brand } = model.site;
  return (
    <>
      <main id="main">
        <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
          <Typography component="p" variant="overline" color="text.secondary">
            Error 404
          </Typography>
          <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
            We can&apos;t find that page
          </Typography>
          <Typography component="p" sx={{ mb: 4 }}>
            The link may be out of date, or the page may have moved. Start from the home page, work out what you owe with the
            nanny tax calculator, or call us at {brand.phone} and we&apos;ll point you in the right direction.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button variant="contained" href="/">
              Go to the home page
            </Button>
            <Button variant="outlined" href="/nanny-tax-calculator">
              Nanny tax calculator
            </Button>
          </Stack>
        </Container>
      </main>
      <Footer site={model.site} showPricing={false} />
    </>
  );
}
