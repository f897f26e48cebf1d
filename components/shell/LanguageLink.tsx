import { languageOf, type LocaleCode } from '@/engine/locale';
import styles from './language-link.module.css';

interface LanguageLinkProps {
  /** The language of the page it links to, which its label is written in ("Ver en español" is Spanish). */
  locale: LocaleCode;
  /** The same page in that language. */
  href: string;
  /** The linked page's language as hreflang gives it ("es-US"). */
  hrefLang: string;
  /** The invitation, in the linked page's language: "Ver en español", "View in English". */
  label: string;
}

/**
 * A small link to this page in another language: a plain link, no script, and never a redirect, so a reader of the
 * other language finds their version and everyone else reads on undisturbed. It says which language it leads to and
 * is written in, so a screen reader reads it in that language's voice.
 */
export function LanguageLink({ locale, href, hrefLang, label }: LanguageLinkProps) {
  return (
    <a href={href} hrefLang={hrefLang} lang={languageOf(locale)} className={styles.link}>
      {label}
    </a>
  );
}
