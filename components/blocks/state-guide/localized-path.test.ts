import { describe, expect, it } from 'vitest';
import { makeContext } from '../test-utils';
import { guidePath, localizedPath } from './localized-path';

describe('localizedPath', () => {
  it('keeps an English page’s links as they are', () => {
    const context = makeContext();
    expect(localizedPath('/nanny-tax-calculator?state=TX', context)).toBe('/nanny-tax-calculator?state=TX');
    expect(guidePath('/nanny-taxes/', 'texas', context)).toBe('/nanny-taxes/texas');
  });

  it('leads a Spanish page to the Spanish twin where one is published, and to the English page where not', () => {
    const context = makeContext({
      locale: 'es-US',
      twins: {
        '/nanny-tax-calculator': '/es/calculadora-de-impuestos',
        '/nanny-taxes/texas': '/es/impuestos-por-estado/texas',
      },
    });
    expect(localizedPath('/nanny-tax-calculator?state=TX', context)).toBe('/es/calculadora-de-impuestos?state=TX');
    expect(guidePath('/nanny-taxes/', 'texas', context)).toBe('/es/impuestos-por-estado/texas');
    expect(guidePath('/nanny-taxes/', 'ohio', context)).toBe('/nanny-taxes/ohio');
    expect(localizedPath('/app/hp-enrollment/signup', context)).toBe('/app/hp-enrollment/signup?lang=es');
  });
});
