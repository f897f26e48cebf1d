/**
 * The 404 page in the language of the part of the site the visitor asked for: /es/… gets it in Spanish inside the
 * Spanish layout, anything else in English. It offers the home page, the calculator and the phone number.
 */
import type { Metadata } from 'next';
import { Footer } from '@/components/shell/Footer';
import { PageTelemetry } from '@/components/shell/PageTelemetry.client';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { cx, text } from '@/components/ui/typography';
import type { LocaleCode } from '@/engine/locale';
import { getSite } from '@/services/config/site-model';
import { serverFlags } from '@/services/flags/server-flags';
import { siteIn } from './site-document';
import styles from './not-found-page.module.css';

interface NotFoundWords {
  title: string;
  overline: string;
  heading: string;
  text: (phone: string) => string;
  home: string;
  calculator: string;
}

const words: Record<LocaleCode, NotFoundWords> = {
  'en-US': {
    title: 'Page not found',
    overline: 'Error 404',
    heading: "We can't find that page",
    text: (phone) =>
      `The link may be out of date, or the page may have moved. Start from the home page, work out what you owe with the nanny tax calculator, or call us at ${phone} and we'll point you in the right direction.`,
    home: 'Go to the home page',
    calculator: 'Nanny tax calculator',
  },
  'es-US': {
    title: 'No encontramos la página',
    overline: 'Error 404',
    heading: 'No encontramos esa página',
    text: (phone) =>
      `Puede que el enlace sea antiguo o que la página se haya movido. Vuelva a la página de inicio, calcule lo que debe con la calculadora de impuestos o llámenos al ${phone} y le indicaremos dónde encontrar lo que busca.`,
    home: 'Ir a la página de inicio',
    calculator: 'Calculadora de impuestos',
  },
};

export function notFoundMetadata(locale: LocaleCode): Metadata {
  return { title: words[locale].title, robots: { index: false } };
}

export async function NotFoundPage({ locale }: { locale: LocaleCode }) {
  const { model, routes } = await getSite();
  const { site } = await siteIn(locale);
  const copy = words[locale];
  // The home page and the calculator in this language where they are published in it, else the default's.
  const routeIn = (defaultRoute: string): string =>
    routes
      .pages()
      .find(({ alternates }) => alternates[0]?.route === defaultRoute)
      ?.alternates.find((alternate) => alternate.locale.code === locale)?.route ?? defaultRoute;
  return (
    <>
      <main id="main" className={styles.main}>
        <Container className={styles.layout}>
          <div>
            <p className={cx(text.overline, text.muted)}>{copy.overline}</p>
            <h1 className={cx(text.h1, styles.title)}>{copy.heading}</h1>
            <p className={cx(text.lead, styles.text)}>{copy.text(site.brand.phone)}</p>
            <div className={styles.actions}>
              <ButtonLink href={routeIn('/')}>{copy.home}</ButtonLink>
              <ButtonLink href={routeIn(model.site.routes.calculator)} variant="outlined">
                {copy.calculator}
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
      <Footer site={site} flags={serverFlags(model.site)} showPricing={false} locale={locale} />
      <PageTelemetry transaction="/404" />
    </>
  );
}
