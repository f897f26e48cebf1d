'use client';
/**
 * The navigation of the mobile layout (960 px wide or less): a menu button and
 * a panel under the header. Plain React, so it costs well under a kilobyte.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Link } from '@/schemas/generated/config-types';
import { buttonClass } from '@/components/ui/ButtonLink';
import { useSignedIn } from '@/services/session/use-signed-in';
import styles from './mobile-menu.module.css';

export function MobileMenu({ navigation, signIn }: { navigation: Link[]; signIn: Link }) {
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
    <div ref={root} className={styles.root}>
      <button type="button" className={buttonClass({ variant: 'outlined' })} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        Menu
      </button>
      <nav id={panelId} aria-label="Main" className={styles.panel} hidden={!open}>
        <ul className={styles.list}>
          {[...navigation, signedIn ? { ...signIn, label: `Hi, ${signedIn.firstName ?? 'there'}` } : signIn].map((link) => (
            <li key={link.href}>
              <a href={link.href} className={styles.link}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
