import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTwins, routeTwinsIn } from './route-twins';

describe('routeTwinsIn', () => {
  let dir = '';
  const write = (path: string, value: unknown) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), typeof value === 'string' ? value : JSON.stringify(value));
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'route-twins-'));
    write('pages/calculator.json', { route: '/calculator' });
    write('pages/downtime.json', { route: '/downtime' });
    write('pages/partners.json', { route: '/partners' });
    write('pages/guide.json', { route: '/guides/{entry.slug}' });
    write('pages/broken.json', '{ "route": ');
    write('translations/es-US/pages/calculator.json', { route: '/es/calculadora' });
    write('translations/es-US/pages/downtime.json', { route: '/es/no-disponible' });
    write('translations/es-US/pages/guide.json', { route: '/es/guias/{entry.slug}' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists a page's versions in every language it is translated into, the default first", () => {
    expect([...routeTwinsIn(dir).versions('/calculator')]).toEqual([
      ['/calculator', ''],
      ['/es/calculadora', '/es'],
    ]);
    expect([...routeTwinsIn(dir).versions('/partners')]).toEqual([['/partners', '']]);
  });

  it("finds a page in the language of another page's route, or keeps the default", () => {
    const twins = routeTwinsIn(dir);
    expect(twins.inLanguageOf('/es/calculadora', '/downtime')).toBe('/es/no-disponible');
    expect(twins.inLanguageOf('/es', '/downtime')).toBe('/es/no-disponible');
    expect(twins.inLanguageOf('/calculator', '/downtime')).toBe('/downtime');
    expect(twins.inLanguageOf('/es/calculadora', '/partners')).toBe('/partners');
    // "/esperanza" is not under "/es/".
    expect(twins.inLanguageOf('/esperanza', '/downtime')).toBe('/downtime');
  });

  it('leaves templates and unreadable files out: they have no fixed route', () => {
    const twins = routeTwinsIn(dir);
    expect([...twins.versions('/guides/{entry.slug}')]).toEqual([['/guides/{entry.slug}', '']]);
    expect(twins.inLanguageOf('/es/calculadora', '/guides/{entry.slug}')).toBe('/guides/{entry.slug}');
  });
});

describe('routeTwins', () => {
  it("reads the site's own pages: the calculator and its switched-off page exist in Spanish", () => {
    const twins = routeTwins();
    const spanishCalculator = [...twins.versions('/nanny-tax-calculator')].find(([, prefix]) => prefix === '/es');
    expect(spanishCalculator).toBeDefined();
    const downtime = twins.inLanguageOf(spanishCalculator?.[0] ?? '', '/downtime');
    expect(downtime).toMatch(/^\/es\//);
  });
});
