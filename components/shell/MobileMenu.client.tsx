'use client';
/**
 * The navigation of the mobile layout (960 px wide or less): a menu button and a panel under the
 * header with the site's links, then the account: "Sign in" (the same sign-in as the desktop
 * header) and enrollment's own link, or the member's greeting and next step. Plain React, so it
 * costs well under a kilobyte.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Link } from '@/schemas/generated/config-types';
import { ButtonLink, buttonClass } from '@/components/ui/ButtonLink';
import type { EnrollmentPaths } from '@/services/session/next-step';
import { useSignedIn } from '@/services/session/use-signed-in';
import { MemberActions } from './MemberActions.client';
import { SignInButton } from './SignInButton.client';
import styles from './mobile-menu.module.css';

export function MobileMenu({
  navigation,
  signIn,
  enrollment,
  className,
}: {
  navigation: Link[];
  signIn: Link;
  enrollment: EnrollmentPaths;
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
        Menu
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <nav aria-label="Main">
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
        <div role="group" aria-label="Account" className={styles.account}>
          {signedIn ? (
            <MemberActions signedIn={signedIn} enrollment={enrollment} layout="column" />
          ) : (
            <>
              <SignInButton signIn={signIn} variant="outlined" fullWidth />
              <ButtonLink href={enrollment.signupPath} fullWidth>
                Start enrollment
              </ButtonLink>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
