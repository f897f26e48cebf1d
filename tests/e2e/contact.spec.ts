/**
 * The contact page: each field says what is wrong beside it, a good message reaches the message
 * intake (the enrollment stand-in) past the bot check, and the server refuses bad requests with
 * a reason.
 */
import { expect, test } from './fixtures';

const intake = async () =>
  (await (await fetch(`${process.env.E2E_ENROLLMENT_ADMIN ?? ''}/__admin/contact-messages`)).json()) as Array<
    Record<string, string>
  >;

test.beforeEach(async ({ page }, info) => {
  // Each test is its own client for the per-client limit (only on the site's own request: the bot check's server allows no such header).
  const client = `198.51.100.${(info.workerIndex * 7 + info.retry * 3 + (info.project.name === 'mobile-375' ? 1 : 2)) % 250}`;
  await page.route('**/api/contact', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': client } }),
  );
});

test('a message with every field right reaches the message intake, and the visitor is told where the reply goes', async ({
  page,
}) => {
  const email = `contact-${test.info().project.name}-${Date.now()}@example.com`;
  await page.goto('/contact');
  await page.getByLabel('Your name').fill('Ana Lopez');
  await page.getByLabel('Your e-mail address').fill(email);
  await page.getByLabel('Your phone number (optional)').fill('(614) 555-0188');
  await page.getByLabel('What is your message about?').selectOption('Taxes I owe for my caregiver');
  await page.getByLabel('Your message', { exact: true }).fill('Do I owe taxes for a nanny who works 20 hours a week?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, Ana Lopez' })).toContainText(
    `we reply to ${email} within one business day`,
  );
  await expect
    .poll(async () => (await intake()).find((message) => message.email === email))
    .toMatchObject({
      name: 'Ana Lopez',
      phone: '6145550188',
      topic: 'Taxes I owe for my caregiver',
      page: '/contact',
    });
});

test('nothing is red before it is touched; pressing Send names each missing field beside it and focuses the first', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.locator('form[aria-label="Contact us"] [aria-invalid="true"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  for (const [label, error] of <Array<[string, string]>>[
    ['Your name', 'Enter your name'],
    ['Your e-mail address', 'Enter your e-mail address, so we can reply'],
    ['What is your message about?', 'Choose what your message is about'],
    ['Your message', 'Write your message'],
  ]) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(error));
  }
  await page.getByLabel('Your phone number (optional)').fill('12');
  await page.getByLabel('Your phone number (optional)').blur();
  await expect(page.getByText('Enter a 10-digit US phone number, or leave it empty')).toBeVisible();
});

test('the message counts its characters as they are typed, and says at once when a paste goes past the limit, cutting nothing', async ({
  page,
}) => {
  await page.goto('/contact');
  const message = page.getByLabel('Your message', { exact: true });
  await expect(message).toHaveAccessibleDescription(/0 of 2,000 characters/);
  await message.fill('x'.repeat(1850));
  await expect(page.getByText('1,850 of 2,000 characters: 150 characters left')).toBeVisible();
  await expect(page.locator('form[aria-label="Contact us"] [aria-live="polite"]')).toHaveText('150 characters left');
  await expect(message).not.toHaveAttribute('aria-invalid', 'true');
  await message.fill('x'.repeat(2150));
  await expect(message).toHaveValue('x'.repeat(2150));
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription(/Keep your message to 2,000 characters or fewer \(it has 2,150\)/);
  await expect(page.getByText('2,150 of 2,000 characters: 150 characters too many')).toBeVisible();
  await expect(page.locator('form[aria-label="Contact us"] [aria-live="polite"]')).toHaveText(
    '150 characters too many',
  );
});

test('the contact details come from the site config and work as links', async ({ page }) => {
  await page.goto('/contact');
  const details = page.getByRole('complementary', { name: 'Other ways to reach us' });
  await expect(details.getByRole('link', { name: '1-855-555-0142' })).toHaveAttribute('href', /^tel:/);
  await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});

test('the server answers bad requests with a 4xx and a reason, never a stack trace', async ({ request }, info) => {
  const client = info.project.name === 'mobile-375' ? '203.0.113.77' : '203.0.113.78';
  const post = (data: string, type = 'application/json') =>
    request.post('/api/contact', { data, headers: { 'content-type': type, 'x-forwarded-for': client } });
  const fields = await post(JSON.stringify({ name: '', email: 'x', topic: 'no', message: 'hi' }));
  expect(fields.status()).toBe(400);
  expect(await fields.json()).toMatchObject({
    error: 'Some fields need attention.',
    fields: { name: 'Enter your name', email: 'Enter an e-mail address like name@example.com' },
  });
  const noToken = await post(
    JSON.stringify({
      name: 'Ana',
      email: 'ana@example.com',
      topic: 'Something else',
      message: 'A real question here.',
    }),
  );
  expect(noToken.status()).toBe(400);
  expect(((await noToken.json()) as { error: string }).error).toMatch(
    /could not confirm this message came from a person/,
  );
  const text = await post('hello', 'text/plain');
  expect(text.status()).toBe(415);
  expect(await text.text()).not.toMatch(/\bat .*\.(ts|js):\d+/);
});
