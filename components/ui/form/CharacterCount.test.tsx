import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CharacterCount, NEAR_LIMIT, characterCountText } from './CharacterCount';

const render = (length: number, spokenLength = length) =>
  renderToStaticMarkup(<CharacterCount id="count" length={length} spokenLength={spokenLength} max={2000} />);
const live = (html: string) => /<p class="visually-hidden" aria-live="polite">([^<]*)<\/p>/.exec(html)?.[1];
const shown = (html: string) => /<p id="count"[^>]*>([^<]*)<\/p>/.exec(html)?.[1];

describe('a character count under a text field', () => {
  it('shows how much of the limit is used, and says nothing aloud far from the limit', () => {
    const html = render(120);
    expect(shown(html)).toBe('120 of 2,000 characters');
    expect(live(html)).toBe('');
  });

  it('says aloud, politely, how many are left once near the limit', () => {
    const html = render(2000 - NEAR_LIMIT);
    expect(shown(html)).toBe('1,800 of 2,000 characters: 200 characters left');
    expect(live(html)).toBe('200 characters left');
    expect(characterCountText(1999, 2000).spoken).toBe('1 character left');
    expect(characterCountText(2000, 2000)).toEqual({
      shown: '2,000 of 2,000 characters: no characters left',
      spoken: 'No characters left',
      over: false,
    });
  });

  it('flags a text past the limit by how much, in the error style', () => {
    const html = render(2150);
    expect(shown(html)).toBe('2,150 of 2,000 characters: 150 characters too many');
    expect(html).toMatch(/<p id="count" class="[^"]*countOver/);
    expect(live(html)).toBe('150 characters too many');
  });

  it('says aloud the length typing settled on, not every key', () => {
    expect(live(render(1990, 1500))).toBe('');
    expect(shown(render(1990, 1500))).toBe('1,990 of 2,000 characters: 10 characters left');
  });
});
