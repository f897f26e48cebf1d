import { describe, expect, it } from 'vitest';
import { loadSiteModel } from '../load-site';
import { formatProblem } from '../result';
import { json, locate, memoryFileSystem, page, validSite } from '../testing/memory-fs';

const glossary = json({
  keep: ['Test Payroll'],
  terms: [
    { en: 'Schedule H', term: 'Anexo H', source: 'IRS, Instrucciones para el Anexo H' },
    { en: 'Social Security', term: 'Seguro Social', avoid: ['Seguridad Social'], source: 'IRS, Formulario W-4(SP)' },
  ],
});

const spanishSite = json({
  brand: { tagline: 'Nómina para hogares' },
  navigation: [{ label: 'Precios' }],
  signIn: { label: 'Iniciar sesión' },
  contact: {
    topics: ['Nómina para mi hogar', 'Otra cosa'],
    replyTime: 'un día hábil',
    hours: 'De lunes a viernes, de 8 a. m. a 7 p. m., hora del Este',
  },
  footer: { legal: [{ label: 'Términos de uso' }] },
});

const caregivers = page('/caregivers', {
  blocks: [
    {
      type: 'hero',
      heading: 'Your work is a real job',
      lead: 'Get pay stubs and a W-2. See [the guides](/caregivers).',
    },
  ],
});

const cuidadores = {
  route: '/es/cuidadores',
  title: 'Página de cuidadores',
  description: 'Una descripción lo bastante larga para cumplir el mínimo de cincuenta caracteres.',
  keywords: ['impuestos de niñera'],
  blocks: [
    {
      heading: 'Su trabajo es un trabajo de verdad',
      lead: 'Reciba talones de pago y un W-2. Vea [las guías](/caregivers).',
    },
  ],
};

function files(overlay: unknown, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'cfg/site.json': json(validSite),
    'cfg/pages/index.json': json(page('/')),
    'cfg/pages/caregivers.json': json(caregivers),
    'cfg/translations/es-US/glossary.json': glossary,
    'cfg/translations/es-US/site.json': spanishSite,
    'cfg/translations/es-US/pages/caregivers.json': json(overlay),
    ...extra,
  };
}

async function load(fileMap: Record<string, string>) {
  return loadSiteModel('cfg', memoryFileSystem(fileMap));
}

async function problemsOf(fileMap: Record<string, string>): Promise<string[]> {
  const result = await load(fileMap);
  return result.ok ? [] : result.errors.map(formatProblem);
}

describe('translations', () => {
  it('publishes a complete Spanish page at its own route, with links pointing at Spanish twins', async () => {
    const result = await load(files(cuidadores));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [spanish] = result.value.editions;
    expect(spanish?.locale.code).toBe('es-US');
    expect(spanish?.pages.map((p) => p.route)).toEqual(['/es/cuidadores']);
    const hero = spanish?.pages[0]?.blocks[0];
    expect(hero).toMatchObject({
      type: 'hero',
      heading: 'Su trabajo es un trabajo de verdad',
      lead: 'Reciba talones de pago y un W-2. Vea [las guías](/es/cuidadores).',
    });
    expect(spanish?.pages[0]?.canonicalPath).toBe('/es/cuidadores');
    expect(spanish?.site.navigation[0]?.label).toBe('Precios');
    // The English page is untouched.
    expect(result.value.pages.find((p) => p.route === '/caregivers')?.blocks[0]).toMatchObject({
      heading: 'Your work is a real job',
    });
    expect(result.value.coverage).toEqual([
      { locale: 'es-US', pages: { published: 1, total: 2 }, entries: [], sharedEntries: { translated: 0, total: 0 } },
    ]);
  });

  it('refuses a missing Spanish string at the overlay, naming the pointer and the English', async () => {
    const text = json(Object.fromEntries(Object.entries(cuidadores).filter(([key]) => key !== 'keywords')));
    const problems = await problemsOf({ ...files({}), 'cfg/translations/es-US/pages/caregivers.json': text });
    expect(problems).toEqual([
      `cfg/translations/es-US/pages/caregivers.json:1:1 /keywords/0 no Spanish for /keywords/0 (the English is "nanny tax"): every text of a translated page needs its Spanish`,
    ]);
  });

  it('refuses an English string left in a Spanish field, at its line and column', async () => {
    const overlay = { ...cuidadores, blocks: [{ ...cuidadores.blocks[0], heading: 'Your work is a real job' }] };
    const text = json(overlay);
    const problems = await problemsOf({ ...files({}), 'cfg/translations/es-US/pages/caregivers.json': text });
    expect(problems).toEqual([
      `cfg/translations/es-US/pages/caregivers.json:${locate(text, '"Your work')} /blocks/0/heading /blocks/0/heading is still the English "Your work is a real job": write it in Spanish (names that stay as they are go in the glossary's "keep" list)`,
    ]);
  });

  it('refuses English sentences pasted into a Spanish field, and English or avoided terms the glossary names', async () => {
    const overlay = {
      ...cuidadores,
      blocks: [
        {
          heading: 'Get the pay stubs and the W-2 that you are owed',
          lead: 'Presente el Schedule H; retenga la Seguridad Social.',
        },
      ],
    };
    const problems = await problemsOf(files(overlay));
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/\/blocks\/0\/heading reads as English \(the, and, that, you\): write it in Spanish$/);
    expect(problems[1]).toMatch(/\/blocks\/0\/lead: "Schedule H" is English: write "Anexo H"/);
    expect(problems[2]).toMatch(/\/blocks\/0\/lead: write "Seguro Social", not "Seguridad Social"/);
  });

  it('refuses a Spanish page without its English twin, and words where the English has none', async () => {
    const problems = await problemsOf(
      files(
        { ...cuidadores, blocks: [{ ...cuidadores.blocks[0], type: 'hero', primaryAction: { href: '/es' } }] },
        { 'cfg/translations/es-US/pages/about-us.json': json(cuidadores) },
      ),
    );
    expect(problems.filter((p) => p.includes('about-us'))).toEqual([
      'cfg/translations/es-US/pages/about-us.json:1:1 / a Spanish translation without its English twin: there is no pages-config/pages/about-us.json',
    ]);
    expect(problems.some((p) => p.includes('/blocks/0/type nothing to translate here'))).toBe(true);
    expect(problems.some((p) => p.includes('/blocks/0/primaryAction/href nothing to translate here'))).toBe(true);
  });

  it('reports a broken English page once, in English, and not again through its translation', async () => {
    const broken = json({ ...caregivers, blocks: [{ type: 'hero', headng: 'Typo', lead: 'Lead' }] });
    const problems = await problemsOf({ ...files(cuidadores), 'cfg/pages/caregivers.json': broken });
    expect(problems).toHaveLength(2);
    expect(problems.every((problem) => problem.startsWith('cfg/pages/caregivers.json:'))).toBe(true);
  });

  it('needs a route under the language prefix', async () => {
    const problems = await problemsOf(files({ ...cuidadores, route: '/cuidadores' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/\/route a Spanish page needs its own "route" under \/es\//);
  });

  it('checks the Spanish against the schema too, at the overlay (a title too long for search results)', async () => {
    const title = 'Una página para cuidadores con un título demasiado largo para los resultados de búsqueda';
    const text = json({ ...cuidadores, title });
    const problems = await problemsOf({ ...files({}), 'cfg/translations/es-US/pages/caregivers.json': text });
    expect(problems).toEqual([
      `cfg/translations/es-US/pages/caregivers.json:${locate(text, '"Una página')} /title must NOT have more than 70 characters`,
    ]);
  });

  it('publishes nothing and asks for nothing in a declared language with no translations yet', async () => {
    const result = await load({ 'cfg/site.json': json(validSite), 'cfg/pages/index.json': json(page('/')) });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.editions).toEqual([]);
  });
});
