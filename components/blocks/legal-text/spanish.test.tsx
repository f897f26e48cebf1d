import { describe, expect, it } from 'vitest';
import { STORED_DATA } from '@/services/privacy/stored-data';
import { makeContext, renderBlock, textOf } from '../test-utils';
import { STORED_DATA_ES, storedKey } from './stored-data-es';

const block = {
  type: 'legal-text' as const,
  lastUpdated: '2026-11-01',
  sections: [{ heading: 'Lo que guardamos', paragraphs: ['Esto es todo:'], storedData: true }],
};

describe('LegalTextBlock in Spanish', () => {
  const html = renderBlock(block, makeContext({ locale: 'es-US' }));

  it('dates the text in Spanish, machine-readable as ever', () => {
    expect(html).toContain('Última actualización: <time dateTime="2026-11-01">1 de noviembre de 2026</time>');
    expect(html).toContain('<nav aria-label="Contenido"');
  });

  it('describes everything the site stores in Spanish', () => {
    expect(html).toContain('aria-label="Lo que guardamos en su navegador"');
    const text = textOf(html);
    expect(text).toContain('Lo guarda nuestro servidor');
    expect(text).toContain('Almacenamiento de sesión (esta pestaña)');
    expect(text).toContain('Se guarda antes de que usted inicie sesión o elija algo Sí');
    for (const english of ['Set by', 'Kept', 'Until you close', 'this site', 'Yes'])
      expect(text).not.toContain(english);
  });

  it('has Spanish for every entry of the register, and for nothing the register does not list', () => {
    const keys = STORED_DATA.map((item) => storedKey(item.kind, item.name));
    expect(keys.filter((key) => STORED_DATA_ES[key] === undefined)).toEqual([]);
    expect(Object.keys(STORED_DATA_ES).filter((key) => !keys.includes(key))).toEqual([]);
  });
});
