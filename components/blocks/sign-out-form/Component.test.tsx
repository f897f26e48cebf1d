import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../test-utils';

describe('SignOutFormBlock', () => {
  it('posts to the site’s sign-out without script, returning home', () => {
    const html = renderBlock({
      type: 'sign-out-form',
      heading: 'Sign out',
      body: 'Ends your session.',
      buttonLabel: 'Sign out now',
    });
    const form = /<form([^>]*)>([\s\S]*?)<\/form>/.exec(html);
    expect(form?.[1]).toMatch(/ action="\/api\/sign-out" method="post"$/);
    expect(form?.[2]).toMatch(
      /^<input type="hidden" name="returnTo" value="\/"\/><button type="submit"[^>]*>Sign out now<\/button>$/,
    );
    expect(textOf(html)).toBe('Sign out Ends your session. Sign out now');
  });
});
