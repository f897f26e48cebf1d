import { describe, expect, it } from 'vitest';
import type { CallToActionBlock as CallToActionConfig } from '@/schemas/generated/config-types';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';
import { enrollmentHref } from './enrollment-href';
import { resolveEnrollment } from './resolve';

const block: CallToActionConfig = {
  type: 'call-to-action',
  heading: '¿Listo para dejarnos la nómina?',
  action: { kind: 'enroll', label: 'Comenzar', hired: 'no', rx: 'home-cta' },
  showPhone: true,
};

describe('CallToActionBlock in Spanish', () => {
  it('offers the phone in Spanish and opens enrollment in Spanish', () => {
    const html = renderBlock(block, makeContext({ locale: 'es-US' }));
    expect(textOf(html)).toContain('O llámenos sin costo: 1-855-555-0142');
    expect(anchorsIn(html)[0]).toEqual(
      expect.objectContaining({ href: '/app/hp-enrollment/signup?hired=no&rx=home-cta&lang=es', text: 'Comenzar' }),
    );
  });

  it('gives each answer to "have you hired?" its Spanish enrollment link', () => {
    const shared = {
      'option-lists': {
        hired: {
          label: '¿Ya contrató a un cuidador?',
          options: [
            { label: 'Todavía no', value: 21 },
            { label: 'Sí', value: 11 },
          ],
        },
      },
    };
    const resolved = resolveEnrollment(
      { kind: 'enroll', label: 'Comenzar', askHired: 'hired' },
      makeContext({ shared, locale: 'es-US' }),
    );
    expect(resolved.href).toBe('/app/hp-enrollment/signup?lang=es');
    expect(resolved.question?.choices.map((choice) => choice.href)).toEqual([
      '/app/hp-enrollment/signup?hired=no&lang=es',
      '/app/hp-enrollment/signup?hired=yes&lang=es',
    ]);
  });
});

describe('enrollmentHref', () => {
  const site = makeContext().site;
  const flags = { 'enrollment-landing': false, 'referral-landing-page': false };

  it('adds the language only for a language other than the default', () => {
    expect(enrollmentHref({ site, flags, locale: 'en-US' })).toBe('/app/hp-enrollment/signup');
    expect(enrollmentHref({ site, flags, locale: 'es-US', partner: 'p1' })).toBe(
      '/app/hp-partner-enrollment/taxes?hired=yes&partner=p1&lang=es',
    );
  });
});
