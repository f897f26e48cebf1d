import type { SiteConfig } from '@/schemas/generated/config-types';
import { Container } from '@/components/ui/Container';
import { shownLinks } from '@/components/ui/flagged-links';
import { telHref } from '@/components/ui/tel-href';
import { formatDollars } from '@/components/blocks/pricing/format-price';
import type { LocaleCode } from '@/engine/locale';
import type { FlagValues } from '@/services/flags/flags';
import styles from './footer.module.css';
import { shellMessages } from './messages';

/** The year-end fee line appears on pages that show pricing, so a price is never quoted without it. */
export function Footer({
  site,
  flags,
  showPricing,
  locale,
}: {
  site: SiteConfig;
  flags: FlagValues;
  showPricing: boolean;
  locale: LocaleCode;
}) {
  const { brand, footer } = site;
  const words = shellMessages[locale];
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <div>
            <p className={styles.brand}>{brand.displayName}</p>
            <p className={styles.line}>{brand.tagline}</p>
            <address className={styles.address}>
              {brand.address.street}
              <br />
              {brand.address.city}, {brand.address.region} {brand.address.postalCode}
            </address>
            <p className={styles.line}>
              {`${words.freeConsultation} `}
              <a href={telHref(brand.phone)}>{brand.phone}</a>
            </p>
            <p className={styles.line}>
              {`${words.email} `}
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </p>
            {showPricing && (
              <p className={styles.fee} data-testid="year-end-fee">
                {words.yearEndFee(formatDollars(footer.yearEndTaxPrepFee, locale))}
              </p>
            )}
          </div>
          {footer.columns.map((column) => (
            <div key={column.heading}>
              <h2 className={styles.columnHeading}>{column.heading}</h2>
              <ul className={styles.links}>
                {shownLinks(column.links, flags).map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <nav aria-label={words.legalNavigation} className={styles.legal}>
          {shownLinks(footer.legal, flags).map((link) => (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ))}
          <p className={styles.copyright}>
            © {new Date().getFullYear()} {brand.displayName}
          </p>
        </nav>
      </Container>
    </footer>
  );
}
