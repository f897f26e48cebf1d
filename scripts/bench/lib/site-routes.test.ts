import { describe, expect, it } from 'vitest';
import { calculatorRoutes, siteRoutes } from './site-routes';

describe('the routes the site bench measures', () => {
  it('gives the calculator its own budget in every language it is published in', async () => {
    const routes = await siteRoutes();
    const calculators = await calculatorRoutes();
    expect([...calculators].sort()).toEqual(['/es/calculadora-de-impuestos', '/nanny-tax-calculator']);
    for (const route of calculators) expect(routes).toContain(route);
    expect(calculators.has('/caregivers')).toBe(false);
  });
});
