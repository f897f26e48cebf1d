import type { SiteConfig } from '@/schemas/generated/config-types';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { shownLinks } from '@/components/ui/flagged-links';
import type { LocaleCode } from '@/engine/locale';
import type { FlagValues } from '@/services/flags/flags';
import styles from './header.module.css';
import { shellMessages } from './messages';
import { MobileMenu } from './MobileMenu.client';
import { SignInLink } from './SignInLink.client';

export function Header({ site, flags, locale }: { site: SiteConfig; flags: FlagValues; locale: LocaleCode }) {
  const navigation = shownLinks(site.navigation, flags);
  const words = shellMessages[locale];
  // The brand leads to the home page in the page's language.
  const home = site.locales.find((candidate) => candidate.code === locale)?.pathPrefix || '/';
  return (
    <header className={styles.header}>
      <Container>
        <div className={styles.bar}>
          <a href={home} className={styles.brand}>
            {site.brand.displayName}
          </a>
          <nav aria-label={words.mainNavigation} className={styles.nav}>
            {navigation.map((link) => (
              <ButtonLink key={link.href} href={link.href} variant="text" color="light" className={styles.navLink}>
                {link.label}
              </ButtonLink>
            ))}
          </nav>
          <SignInLink
            signIn={site.signIn}
            enrollment={site.enrollment}
            locale={locale}
            accountLabel={words.account}
            className={styles.signIn}
          />
          <MobileMenu
            navigation={navigation}
            signIn={site.signIn}
            enrollment={site.enrollment}
            locale={locale}
            labels={{
              menu: words.menu,
              navigation: words.mainNavigation,
              account: words.account,
              startEnrollment: words.startEnrollment,
            }}
            className={styles.menu}
          />
        </div>
        {/* The menu button needs script; without it a phone still gets the links and the way to sign in. */}
        <noscript>
          <nav aria-label={words.mainNavigation} className={styles.noScriptNav}>
            {navigation.map((link) => (
              <a key={link.href} href={link.href}>
                {link.label}
              </a>
            ))}
            <a href={site.signIn.href}>{site.signIn.label}</a>
          </nav>
        </noscript>
      </Container>
    </header>
  );
}
