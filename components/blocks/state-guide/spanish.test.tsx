import { describe, expect, it } from 'vitest';
import { calculatePayroll, LATEST_SHIPPED_TAX_YEAR } from '@/tax';
import { PAY_LAW_TEXTS } from '@/paylaw/generated/pay-law-texts';
import type { LocaleCode } from '@/engine/locale';
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';
import { payLawTextsFor } from './data-texts';
import { formatFor } from './format';

const source = (title: string) => ({
  title,
  url: `https://agency.example.gov/${title.toLowerCase().replace(/\W+/g, '-')}`,
  checked: '2026-11-25',
  kind: 'primary' as const,
});

// The notes reach the block already in the page's language; these stand for either.
const notes = (state: string, name: string): StateGuideNotes => ({
  state: state as StateGuideNotes['state'],
  lead: `Las familias de ${name} se inscriben ante el estado.`,
  registration: {
    unemployment: { text: 'Abra una cuenta en línea.', source: source(`${name} UI registration`) },
    newHire: { text: 'Reporte a su nuevo empleado en 20 días.', source: source(`${name} new hire`) },
  },
  filing: { unemployment: { text: 'Declare y pague cada trimestre.', source: source(`${name} quarterly report`) } },
});

const shared = { 'state-guides': { texas: notes('TX', 'Texas'), 'new-york': notes('NY', 'New York') } };

const render = (state: 'TX' | 'NY', slug: string, locale: LocaleCode) =>
  renderBlock(
    {
      type: 'state-guide',
      state,
      notes: slug,
      exampleWeeklyWage: 800,
      federalFiling: 'Usted declara el Seguro Social y Medicare una vez al año en el Anexo H.',
    },
    makeContext({
      locale,
      shared,
      twins: { '/nanny-tax-calculator': '/es/calculadora-de-impuestos' },
      page: { title: `Guía ${state}`, description: 'Una guía.', canonicalPath: `/es/impuestos-por-estado/${slug}` },
    }),
  );

const headings = (html: string, level: 2 | 3) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, 'g'))].map(([, inner = '']) => textOf(inner));

/** Every amount of money on the page, in order: "$800", "$49.60", "$184,500". */
const amounts = (html: string) => textOf(html).match(/\$[\d,]+(\.\d\d)?/g) ?? [];

describe('a state guide in Spanish', () => {
  it('heads each section in Spanish, with the same sections as the English guide', () => {
    for (const [state, slug, name] of [
      ['TX', 'texas', 'Texas'],
      ['NY', 'new-york', 'New York'],
    ] as const) {
      const spanish = headings(render(state, slug, 'es-US'), 2);
      const english = headings(render(state, slug, 'en-US'), 2);
      expect(spanish).toEqual([
        `Cómo emplear a una niñera o a un cuidador en ${name}`,
        `Cuándo se convierte usted en empleador doméstico en ${name}`,
        'En qué debe inscribirse',
        `Los impuestos de ${LATEST_SHIPPED_TAX_YEAR}`,
        'Con qué frecuencia debe presentar declaraciones',
        'Un ejemplo práctico: $800 por semana',
        `Reglas de pago en ${name}`,
      ]);
      expect(english).toHaveLength(spanish.length);
      spanish.forEach((heading, index) => expect(heading).not.toBe(english[index]));
    }
  });

  it('states every amount to the cent with the same figures as the English guide', () => {
    for (const [state, slug] of [
      ['TX', 'texas'],
      ['NY', 'new-york'],
    ] as const) {
      const spanish = amounts(render(state, slug, 'es-US'));
      expect(spanish.length).toBeGreaterThan(20);
      expect(spanish).toEqual(amounts(render(state, slug, 'en-US')));
    }
    const outcome = calculatePayroll({
      taxYear: LATEST_SHIPPED_TAX_YEAR,
      state: 'NY',
      payFrequency: 'weekly',
      grossPay: 800,
    });
    if (!outcome.ok) throw new Error('the engine refused the example');
    const { cents } = formatFor('es-US');
    const text = textOf(render('NY', 'new-york', 'es-US'));
    expect(text).toContain(
      `Salario neto ${cents(outcome.value.perPeriod.employee.netPay)} ${cents(outcome.value.annual.employee.netPay)}`,
    );
    expect(text).toContain(`Su costo total ${cents(outcome.value.perPeriod.employer.totalCost)}`);
    expect(cents(1234.5)).toBe('$1,234.50');
  });

  it('writes dates, tables and citations in Spanish, and no template words in English', () => {
    const html = render('TX', 'texas', 'es-US');
    const text = textOf(html);
    expect(text).toContain('Datos verificados por última vez el 25 de noviembre de 2026.');
    expect(text).toContain('Impuesto Quién paga Tasa y salarios');
    expect(text).toContain('Fuente: Texas UI registration.');
    expect(text).toContain('Texas no grava los salarios');
    expect(html).toContain('data-label="Quién paga"');
    expect(text).toMatch(/\$7\.25 desde el \d+ de [a-z]+ de \d{4}/);
    for (const english of ['Source:', 'Who pays', 'Take-home pay', 'Pay rules in', 'Lives out', 'Once you pay', 'Ask '])
      expect(text).not.toContain(english);
  });

  it('shows the pay-law data’s own texts in Spanish', () => {
    const dayOfRest = PAY_LAW_TEXTS.states.NY?.dayOfRest?.text;
    if (dayOfRest === undefined) throw new Error('New York’s day of rest is known');
    const spanish = payLawTextsFor('es-US')(dayOfRest);
    expect(spanish).not.toBe(dayOfRest);
    const text = textOf(render('NY', 'new-york', 'es-US'));
    expect(text).toContain(`Día de descanso Lo exige la ley de New York. ${spanish}`);
    expect(text).not.toContain(dayOfRest);
  });

  it('links the worked example into the Spanish pages and tells search engines the language', () => {
    const html = render('NY', 'new-york', 'es-US');
    const link = anchorsIn(html).find((anchor) => anchor.text === 'Cambie las cifras en la calculadora');
    expect(link?.href).toBe('/es/calculadora-de-impuestos?state=NY&payFrequency=weekly&grossPay=800');
    const article = (page: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1] ?? '{}') as object;
    expect(article(html)).toMatchObject({ '@type': 'Article', inLanguage: 'es-US', headline: 'Guía NY' });
    expect(article(render('NY', 'new-york', 'en-US'))).not.toHaveProperty('inLanguage');
  });
});
