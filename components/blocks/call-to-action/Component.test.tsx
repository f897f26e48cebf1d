import { describe, expect, it } from 'vitest';
import type { CallToActionBlock as CallToActionConfig } from '@/schemas/generated/config-types';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';

const hiredOptions = {
  'hired-status': {
    label: 'Have you hired a caregiver yet?',
    options: [
      { label: 'Not yet', value: 21 },
      { label: 'Yes', value: 11 },
    ],
  },
};

function enroll(action: Partial<Extract<CallToActionConfig['action'], { kind: 'enroll' }>> = {}): CallToActionConfig {
  return {
    type: 'call-to-action',
    heading: 'Ready to hand off payroll?',
    body: 'Start in ten minutes.',
    action: { kind: 'enroll', label: 'Get started', ...action },
  };
}

describe('CallToActionBlock', () => {
  it('shows a heading, body and a plain link button for a link action', () => {
    const block: CallToActionConfig = {
      type: 'call-to-action',
      heading: 'See our pricing',
      action: { kind: 'link', link: { label: 'View pricing', href: '/product-and-pricing' } },
    };
    const html = renderBlock(block);
    expect(html).toMatch(/^<section[\s\S]*<h2[^>]*>See our pricing<\/h2>/);
    expect(anchorsIn(html)).toEqual([expect.objectContaining({ href: '/product-and-pricing', text: 'View pricing' })]);
  });

  it('links enrollment to sign-up with the configured parameters', () => {
    const html = renderBlock(enroll({ hired: 'no', rx: 'home-cta' }));
    expect(textOf(html)).toContain('Start in ten minutes.');
    expect(anchorsIn(html)).toEqual([
      expect.objectContaining({ href: '/app/hp-enrollment/signup?hired=no&rx=home-cta', text: 'Get started' }),
    ]);
  });

  it('links to the landing page while enrollment-landing is on', () => {
    const context = makeContext({ flags: { 'enrollment-landing': true } });
    const html = renderBlock(enroll({ hired: 'no' }), context);
    expect(anchorsIn(html)[0]?.href).toBe('/app/hp-enrollment/landing?hired=no');
  });

  it('sends a partner to the partner enrollment page, with hired forced to yes, whatever the landing flag', () => {
    const context = makeContext({ flags: { 'enrollment-landing': true } });
    const html = renderBlock(enroll({ hired: 'no', partner: 'acme' }), context);
    expect(anchorsIn(html)[0]?.href).toBe('/app/hp-partner-enrollment/taxes?hired=yes&partner=acme');
  });

  it('asks "have you hired?" with the shared options before enrolling', () => {
    const context = makeContext({ shared: { 'option-lists': hiredOptions } });
    const html = renderBlock(enroll({ askHired: 'hired-status' }), context);
    expect(textOf(html)).toContain('Have you hired a caregiver yet?');
    expect(html).toMatch(/role="radiogroup"/);
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain('value="21"');
    expect(html).toContain('value="11"');
    expect(textOf(html)).toMatch(/Not yet.*Yes/);
    // Until the visitor answers (or without JavaScript) the link still works, without a hired answer.
    expect(anchorsIn(html)[0]?.href).toBe('/app/hp-enrollment/signup');
  });

  it('preselects the configured answer in the question', () => {
    const context = makeContext({ shared: { 'option-lists': hiredOptions } });
    const html = renderBlock(enroll({ askHired: 'hired-status', hired: 'yes' }), context);
    expect(html).toMatch(/<input[^>]*value="11"[^>]*checked|<input[^>]*checked[^>]*value="11"/);
    expect(anchorsIn(html)[0]?.href).toBe('/app/hp-enrollment/signup?hired=yes');
  });

  it('does not ask when a partner already forces the answer', () => {
    const context = makeContext({ shared: { 'option-lists': hiredOptions } });
    const html = renderBlock(enroll({ askHired: 'hired-status', partner: 'acme' }), context);
    expect(html).not.toContain('radiogroup');
  });

  it('offers the toll-free number as a tel: link when showPhone is set', () => {
    const html = renderBlock({ ...enroll(), showPhone: true });
    expect(anchorsIn(html)).toContainEqual(
      expect.objectContaining({ href: 'tel:+18555550142', text: '1-855-555-0142' }),
    );
    expect(renderBlock(enroll())).not.toContain('tel:');
  });
});
