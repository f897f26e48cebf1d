import type { SiteLocale } from '@/schemas/generated/config-types';
import type { Alternate } from '@/engine/route-table';
import { Container } from '@/components/ui/Container';
import { LanguageLink } from './LanguageLink';
import styles from './language-links.module.css';

/**
 * The page in its other languages, each offered in that language ("Ver en español" on an English page). A plain
 * link, never a redirect: the visitor chooses, and the URL they are on always shows the same page.
 */
export function LanguageLinks({ current, alternates }: { current: SiteLocale; alternates: readonly Alternate[] }) {
  const others = alternates.filter((alternate) => alternate.locale.code !== current.code);
  if (others.length === 0) return null;
  return (
    <nav className={styles.bar} aria-label={others.map(({ locale }) => locale.name).join(', ')}>
      <Container className={styles.row}>
        {others.map(({ locale, route }) => (
          <LanguageLink
            key={locale.code}
            locale={locale.code}
            href={route}
            hrefLang={locale.code}
            label={locale.suggestion}
          />
        ))}
      </Container>
    </nav>
  );
}
