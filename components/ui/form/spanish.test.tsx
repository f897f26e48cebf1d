import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CharacterCount, characterCountText } from './CharacterCount';
import { Field } from './Field';
import { formMessages } from './messages';

const es = formMessages['es-US'];

describe('form fields in Spanish', () => {
  it('count the characters in Spanish, with US Spanish numbers', () => {
    expect(characterCountText(120, 2000, es)).toEqual({ shown: '120 de 2,000 caracteres', spoken: '', over: false });
    expect(characterCountText(1800, 2000, es)).toEqual({
      shown: '1,800 de 2,000 caracteres: quedan 200 caracteres',
      spoken: 'Quedan 200 caracteres',
      over: false,
    });
    expect(characterCountText(1999, 2000, es).spoken).toBe('Queda 1 carácter');
    expect(characterCountText(2000, 2000, es).spoken).toBe('No quedan caracteres');
    expect(characterCountText(2001, 2000, es)).toEqual({
      shown: '2,001 de 2,000 caracteres: 1 carácter de más',
      spoken: '1 carácter de más',
      over: true,
    });
    const html = renderToStaticMarkup(<CharacterCount id="count" length={2150} max={2000} messages={es} />);
    expect(html).toContain('>2,150 de 2,000 caracteres: 150 caracteres de más</p>');
  });

  it('mark an optional field with the words they are given', () => {
    const html = renderToStaticMarkup(
      <Field
        id="phone"
        label="Su número de teléfono"
        optional={es.optional}
        control={(props) => <input {...props} />}
      />,
    );
    expect(html).toMatch(/<label for="phone"[^>]*>Su número de teléfono<span[^>]*> \(opcional\)<\/span><\/label>/);
  });
});
