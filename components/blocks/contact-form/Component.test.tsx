import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX } from '@/services/contact/contact-message';
import { renderBlock, textOf } from '../test-utils';

const block = {
  type: 'contact-form' as const,
  heading: 'Send us a message',
  intro: ['A specialist reads every message.'],
};

describe('ContactFormBlock', () => {
  it('renders the form with a labelled field for each part of a message, and the topics from site.json', () => {
    const html = renderBlock(block);
    expect(html).toMatch(/<h2[^>]*>Send us a message<\/h2>/);
    for (const label of [
      'Your name',
      'Your e-mail address',
      'Your phone number',
      'What is your message about?',
      'Your message',
    ])
      expect(textOf(html)).toContain(label);
    expect(html).toContain('<option value="Payroll for my household">Payroll for my household</option>');
    expect(html).toContain('<option value="Something else">Something else</option>');
  });

  it('shows the ways to reach us from site.json, as links that work without script', () => {
    const html = renderBlock(block);
    expect(html).toMatch(/<a href="tel:\+?1?8555550142">1-855-555-0142<\/a>/);
    expect(html).toContain('Monday to Friday, 8 a.m. to 7 p.m. Eastern');
    expect(html).toMatch(/<a href="mailto:[^"]+">/);
  });

  it('counts the message against the limit the server checks, read with the field, and never cuts it off', () => {
    const html = renderBlock(block);
    expect(textOf(html)).toContain(`0 of ${MESSAGE_MAX.toLocaleString('en-US')} characters`);
    const textarea = /<textarea[^>]*>/.exec(html)?.[0] ?? '';
    expect(textarea).not.toContain('maxlength');
    const countId = /<p id="([^"]+)"[^>]*>0 of /.exec(html)?.[1] ?? 'missing';
    expect(textarea).toMatch(new RegExp(`aria-describedby="[^"]*${countId.replace(/[^\w-]/g, '\\$&')}`));
    expect(html).toContain('aria-live="polite"');
  });

  it('marks no field invalid before the visitor has touched it', () => {
    expect(renderBlock(block)).not.toContain('aria-invalid');
  });
});
