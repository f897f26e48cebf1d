'use client';
/**
 * The navigation of the mobile layout (960 px wide or less): a menu button and a panel under the
 * header with the site's links, then the account: "Sign in" (the same sign-in as the desktop
 * header) and enrollment's own link, or the member's greeting and next step. Plain React, so it
 * costs well under a kilobyte. Its words come from the page, in its language.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Link } from '@/schemas/generated/config-types';
import type { LocaleCode } from '@/engine/locale';
import { ButtonLink, buttonClass } from '@/components/ui/ButtonLink';
import type { EnrollmentPaths } from '@/services/session/next-step';
import { useSignedIn } from '@/services/session/use-signed-in';
import { MemberActions } from './MemberActions.client';
import { SignInButton } from './SignInButton.client';
import styles from './mobile-menu.module.css';

/** The words the menu shows before any member is known, in the page's language. */
export interface MobileMenuLabels {
  menu: string;
  /** The name of the links' navigation: "Main". */
  navigation: string;
  /** The name of the sign-in and member group: "Account". */
  account: string;
  startEnrollment: string;
}

export function MobileMenu({
  navigation,
  signIn,
  enrollment,
  locale,
  labels,
  className,
}: {
  navigation: Link[];
  signIn: Link;
  enrollment: EnrollmentPaths;
  locale: LocaleCode;
  labels: MobileMenuLabels;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const signedIn = useSignedIn();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('click', closeOnOutsideClick);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('click', closeOnOutsideClick);
    };
  }, [open]);

  return (
    <div ref={root} className={`${styles.root} ${className ?? ''}`}>
      <button
        type="button"
        className={buttonClass({ variant: 'outlined' })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {labels.menu}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label={labels.navigation}>
          <ul className={styles.list}>
            {navigation.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={styles.link}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div role="group" aria-label={labels.account} className={styles.account}>
          {signedIn ? (
            <MemberActions signedIn={signedIn} enrollment={enrollment} layout="column" locale={locale} />
          ) : (
            <>
              <SignInButton signIn={signIn} variant="outlined" fullWidth />
              <ButtonLink href={enrollment.signupPath} fullWidth>
                {labels.startEnrollment}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
