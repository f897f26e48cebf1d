import { describe, expect, it } from 'vitest';
import { withWords } from './merge-words';

describe('withWords', () => {
  it('replaces each string the overlay gives at the same place and keeps everything else', () => {
    const base = {
      state: 'TX',
      lead: 'English lead',
      notes: [{ heading: 'One', url: 'https://x' }, { heading: 'Two' }],
    };
    const words = { lead: 'Texto', notes: [{ heading: 'Uno' }, {}] };
    expect(withWords(base, words)).toEqual({
      state: 'TX',
      lead: 'Texto',
      notes: [{ heading: 'Uno', url: 'https://x' }, { heading: 'Two' }],
    });
    expect(base.lead).toBe('English lead');
  });
});
