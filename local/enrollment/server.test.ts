import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentRedirect } from '@/services/routing/enrollment-redirect';
import { startEnrollmentStandIn, type RunningEnrollmentStandIn } from './server';

let standIn: RunningEnrollmentStandIn;
beforeAll(async () => {
  standIn = await startEnrollmentStandIn();
});
afterAll(() => standIn.close());

describe('enrollment stand-in', () => {
  it('shows what it received on each enrollment page, labelled as a stand-in, escaped', async () => {
    const response = await fetch(
      `${standIn.origin}/app/hp-enrollment/signup?hired=yes&rx=${encodeURIComponent('spring|<b>x</b>')}`,
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Local stand-in for the enrollment app');
    expect(html).toContain('<dd data-field="hired">yes</dd>');
    expect(html).toContain('spring|&#60;b&#62;x&#60;/b&#62;');
    expect(html).toContain('<dd data-field="partner"><em>(none)</em></dd>');
    expect((await fetch(`${standIn.origin}/app/hp-partner-enrollment/taxes?partner=acme&hired=yes`)).status).toBe(200);
    expect(standIn.visits().at(-1)).toEqual({
      path: '/app/hp-partner-enrollment/taxes',
      hired: 'yes',
      rx: null,
      partner: 'acme',
    });
    expect((await fetch(`${standIn.origin}/app/other`)).status).toBe(404);
  });
});

describe('a caregiver member’s pages', () => {
  it('shows her pay stubs, each adding up to her take-home pay, as a page and as JSON', async () => {
    const path = '/app/hp-enrollment/caregiver/pay-stubs';
    const page = await fetch(`${standIn.origin}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Your pay stubs</h1>');
    expect(html).toContain('Take-home pay');
    const stubs = (await (
      await fetch(`${standIn.origin}${path}`, { headers: { accept: 'application/json' } })
    ).json()) as Array<Record<string, number>>;
    expect(stubs.length).toBeGreaterThan(0);
    for (const stub of stubs) {
      const withheld = (stub.socialSecurity ?? 0) + (stub.medicare ?? 0) + (stub.federalIncomeTax ?? 0);
      expect((stub.gross ?? 0) - withheld).toBeCloseTo(stub.net ?? 0, 2);
      expect(stub.gross).toBeCloseTo((stub.hours ?? 0) * (stub.rate ?? 0), 2);
    }
    expect(standIn.visits().at(-1)?.path).toBe(path);
  });

  it('shows her W-2 with the year’s wages and the taxes withheld', async () => {
    const path = '/app/hp-enrollment/caregiver/w-2';
    const html = await (await fetch(`${standIn.origin}${path}`)).text();
    expect(html).toContain('<h1>Your W-2</h1>');
    expect(html).toContain('Rosa Martinez');
    expect(html).toContain('Box 1: Wages, tips, other compensation');
    const w2 = (await (
      await fetch(`${standIn.origin}${path}`, { headers: { accept: 'application/json' } })
    ).json()) as Record<string, number>;
    expect(w2.box4SocialSecurityTax).toBeCloseTo((w2.box3SocialSecurityWages ?? 0) * 0.062, 2);
    expect(w2.box6MedicareTax).toBeCloseTo((w2.box5MedicareWages ?? 0) * 0.0145, 2);
  });
});

describe('the contact message intake', () => {
  it('takes a JSON message with 202 and an id, and lists what it received', async () => {
    const response = await fetch(standIn.contactEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', message: 'Hello there' }),
    });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    expect(standIn.contactMessages().at(-1)).toEqual({ name: 'Ana', message: 'Hello there', id });
    const listed = (await (await fetch(`${standIn.origin}/__admin/contact-messages`)).json()) as unknown[];
    expect(listed.at(-1)).toEqual({ name: 'Ana', message: 'Hello there', id });
  });

  it('refuses what is not a JSON object, with a reason', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(standIn.contactEndpoint, { method: 'POST', headers: { 'content-type': type }, body });
    expect((await post('{nope')).status).toBe(400);
    expect((await post('"text"')).status).toBe(400);
    expect((await post('hello', 'text/plain')).status).toBe(415);
    expect((await post('x'.repeat(20_000))).status).toBe(413);
    expect((await fetch(standIn.contactEndpoint)).status).toBe(405);
  });
});

describe('enrollmentRedirect', () => {
  it('sends the visitor to the configured enrollment app with the same path and query', () => {
    const response = enrollmentRedirect(
      new URL('http://localhost:3000/app/hp-enrollment/signup?hired=no&rx=a%7Cb'),
      'http://127.0.0.1:4100/',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:4100/app/hp-enrollment/signup?hired=no&rx=a%7Cb');
  });

  it('is a 404 with the reason when no enrollment app is configured', async () => {
    const response = enrollmentRedirect(new URL('http://localhost:3000/app/hp-enrollment/signup'), undefined);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('ENROLLMENT_BASE_URL');
  });
});
