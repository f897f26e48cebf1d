import { describe, expect, it } from 'vitest';
import { makeContext, renderBlock, textOf } from '../test-utils';

describe('ContactFormBlock in Spanish', () => {
  const html = renderBlock(
    { type: 'contact-form', heading: 'Envíenos un mensaje' },
    makeContext({
      locale: 'es-US',
      site: { contact: { topics: ['Nómina para mi hogar'], replyTime: 'un día hábil', hours: 'De lunes a viernes' } },
    }),
  );
  const text = textOf(html);

  it('labels every field, its hint and its button in Spanish', () => {
    for (const words of [
      'Su nombre',
      'Su correo electrónico',
      'Su número de teléfono (opcional)',
      '¿Sobre qué es su mensaje?',
      'Elija una opción',
      'Su mensaje',
      'No incluya números de Seguro Social ni de cuentas bancarias',
      'Enviar mensaje',
    ])
      expect(text).toContain(words);
    expect(html).toContain('aria-label="Contáctenos"');
    expect(html).toContain('<option value="Nómina para mi hogar">Nómina para mi hogar</option>');
  });

  it('counts the message in Spanish, with US Spanish numbers', () => {
    expect(text).toContain('0 de 2,000 caracteres');
  });

  it('offers the other ways to reach us in Spanish', () => {
    expect(html).toContain('aria-label="Otras formas de comunicarse con nosotros"');
    expect(text).toContain('Llame sin costo: 1-855-555-0142');
    expect(text).toMatch(/Correo electrónico: \S+@/);
    for (const english of ['Your', 'Send', 'Call toll-free', 'characters']) expect(text).not.toContain(english);
  });
});
