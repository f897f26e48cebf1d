import type { FormMessages } from './types';

export const es: FormMessages = {
  locale: 'es-US',
  optional: ' (opcional)',
  characterCount: {
    used: '{used} de {max}',
    characters: { one: '{n} carácter', other: '{n} caracteres' },
    left: { one: 'Queda {n} carácter', other: 'Quedan {n} caracteres' },
    none: 'No quedan caracteres',
    tooMany: { one: '{n} carácter de más', other: '{n} caracteres de más' },
  },
};
