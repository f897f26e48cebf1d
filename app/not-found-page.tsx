import type { Metadata } from 'next';
import { Footer } from '@/components/shell/Footer';
import { PageTelemetry } from '@/components/shell/PageTelemetry.client';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { cx, text } from '@/components/ui/typography';
import { getSite } from '@/services/config/site-model';
import { serverFlags } from '@/services/flags/server-flags';
import styles from './not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default async function NotFound() {
  const { model } = await getSite();
  const { brand } = model.site;
  return (
    <>
      <main id="main" className={styles.main}>
        <Container className={styles.layout}>
          <div>
            <p className={cx(text.overline, text.muted)}>Error 404</p>
            <h1 className={cx(text.h1, styles.title)}>We can&apos;t find that page</h1>
            <p className={cx(text.lead, styles.text)}>
              The link may be out of date, or the page may have moved. Start from the home page, work out what you owe
              with the nanny tax calculator, or call us at {brand.phone} and we&apos;ll point you in the right
              direction.
            </p>
            <div className={styles.actions}>
              <ButtonLink href="/">Go to the home page</ButtonLink>
              <ButtonLink href="/nanny-tax-calculator" variant="outlined">
                Nanny tax calculator
              </ButtonLink>
            </div>
          </div>
          {/* Decorative, lazy and hidden on narrow screens, like the heroes' art. */}
          {/* eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing for next/image to optimise */}
          <img
            className={styles.art}
            src="/images/illustrations/hero-not-found.svg"
            alt=""
            width={560}
            height={440}
            loading="lazy"
            decoding="async"
          />
        </Container>
      </main>
      <Footer site={model.site} flags={serverFlags(model.site)} showPricing={false} />
      <PageTelemetry transaction="/404" />
    </>
  );
}
