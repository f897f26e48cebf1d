import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anchorsIn, testSite, textOf } from '@/components/blocks/test-utils';
import { testFlagDefaults } from '@/engine/testing/memory-fs';
import type { SignedIn } from '@/services/session/use-signed-in';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageLink } from './LanguageLink';
import { MemberActions } from './MemberActions.client';
import { loadMemberMessages } from './member-messages/load';
import { SkipLink } from './SkipLink';
import { showGenericError } from './toast-messages/load';

afterEach(() => vi.unstubAllGlobals());

describe('the shell in Spanish', () => {
  it('header: the menu, the navigation and the account group are named in Spanish, the brand leads home to /es', () => {
    const html = renderToStaticMarkup(<Header site={testSite} flags={testFlagDefaults} locale="es-US" />);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Menú<\/button>/);
    expect(html).toContain('<nav aria-label="Principal"');
    expect(html.match(/role="group" aria-label="Cuenta"/g)).toHaveLength(2);
    expect(anchorsIn(html)).toContainEqual(expect.objectContaining({ text: 'Comenzar la inscripción' }));
    expect(anchorsIn(html)[0]).toEqual(expect.objectContaining({ href: '/es', text: testSite.brand.displayName }));
    expect(textOf(html)).not.toMatch(/\b(Menu|Main|Account|Start enrollment)\b/);
  });

  it('header: the brand still leads to / in English', () => {
    const html = renderToStaticMarkup(<Header site={testSite} flags={testFlagDefaults} locale="en-US" />);
    expect(anchorsIn(html)[0]?.href).toBe('/');
  });

  it('footer: the labels and the year-end fee in Spanish, the fee the same dollars', () => {
    const html = renderToStaticMarkup(<Footer site={testSite} flags={testFlagDefaults} showPricing locale="es-US" />);
    const text = textOf(html);
    expect(text).toContain(`Consulta gratuita: ${testSite.brand.phone}`);
    expect(text).toContain(`Correo electrónico: ${testSite.brand.email}`);
    expect(text).toContain('Preparación de impuestos de fin de año: $100 al año.');
    expect(html).toContain('aria-label="Información legal"');
  });

  it('skip link in Spanish', () => {
    expect(textOf(renderToStaticMarkup(<SkipLink locale="es-US" />))).toBe('Saltar al contenido');
  });

  it('member actions: greets a caregiver and leads her to her pay stubs and W-2 in Spanish, once the words are here', async () => {
    await loadMemberMessages('es-US');
    vi.stubGlobal('window', { location: { pathname: '/es/cuidadores', search: '' } });
    const rosa: SignedIn = {
      firstName: 'Rosa',
      memberType: 'provider',
      isImpersonated: true,
      member: null,
      hasSession: true,
    };
    const html = renderToStaticMarkup(
      <MemberActions signedIn={rosa} enrollment={testSite.enrollment} layout="row" locale="es-US" />,
    );
    expect(textOf(html)).toBe('Sesión de soporte Hola, Rosa Sus talones de pago Su Formulario W-2 Cerrar sesión');
    const family: SignedIn = {
      firstName: null,
      memberType: 'seeker',
      isImpersonated: false,
      member: null,
      hasSession: false,
    };
    const greeting = renderToStaticMarkup(
      <MemberActions signedIn={family} enrollment={testSite.enrollment} layout="row" locale="es-US" />,
    );
    expect(textOf(greeting)).toBe('Hola Comenzar la inscripción');
  });

  it('the generic error toast in Spanish, and at once in English', async () => {
    const shown: string[] = [];
    showGenericError('en-US', (message) => shown.push(message));
    expect(shown).toEqual(['Error. Oops, something went wrong. Please try again later.']);
    await new Promise<void>((resolve) =>
      showGenericError('es-US', (message) => {
        shown.push(message);
        resolve();
      }),
    );
    expect(shown[1]).toBe('Error. Vaya, algo salió mal. Inténtelo de nuevo más tarde.');
  });
});

describe('LanguageLink', () => {
  it('is a plain link to the other language, saying which language it leads to and is written in', () => {
    const html = renderToStaticMarkup(
      <LanguageLink locale="es-US" href="/es/cuidadores" hrefLang="es-US" label="Ver en español" />,
    );
    expect(html).toMatch(/^<a href="\/es\/cuidadores" hrefLang="es-US" lang="es" class="[^"]+">Ver en español<\/a>$/);
    const back = renderToStaticMarkup(
      <LanguageLink locale="en-US" href="/caregivers" hrefLang="en-US" label="View in English" />,
    );
    expect(back).toContain('lang="en"');
  });
});
