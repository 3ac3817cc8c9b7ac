import type { Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { QuoteFormPage } from './pages/quote-form';

/** The mark drawn after a label, as a sighted visitor sees it ('' for none). */
const mark = (label: import('@playwright/test').Locator) =>
  label.evaluate((el) => getComputedStyle(el, '::after').content);

test.describe('required fields are marked', () => {
  test('the quote form marks each required field, and says what the mark means', async ({
    page,
  }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    const quote = page.getByRole('form', { name: 'Quote request' });
    await expect(quote.getByText('Fields marked * are required.')).toBeVisible();
    for (const field of [form.from, form.to, form.phone, form.time, form.service]) {
      await expect(field).toHaveAttribute('required', '');
      const id = await field.getAttribute('id');
      expect(await mark(page.locator(`label[for="${id}"]`))).toContain('*');
    }
    // An optional field has no mark, and the mark is not part of any field's name.
    const messageId = await form.message.getAttribute('id');
    expect(await mark(page.locator(`label[for="${messageId}"]`))).not.toContain('*');
    await expect(form.from).toHaveAccessibleName('Moving From');
  });

  test('the Hindi quote form says it in Hindi', async ({ page }) => {
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/form');
    await expect(page.getByText('* वाले खाने भरना जरूरी है।')).toBeVisible();
  });

  for (const [path, name, email] of [
    ['/contactus', 'Contact us', 'Email'],
    ['/becameoneofus', 'Partner enquiry', 'Email Address'],
  ] as const) {
    test(`${name}: every field, the e-mail included, is marked required`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page, `form[aria-label="${name}"]`);
      const form = page.getByRole('form', { name });
      await expect(form.getByText('Fields marked * are required.')).toBeVisible();
      const labels = form.locator('label.field__label');
      expect(await labels.count()).toBeGreaterThanOrEqual(4);
      for (const label of await labels.all()) expect(await mark(label)).toContain('*');
      await expect(form.getByLabel(email, { exact: true })).toHaveAttribute('required', '');
    });
  }
});

test('the first locality search says it is looking while the data comes', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/data/localities.json', async (route: Route) => {
    await held;
    await route.continue();
  });
  const form = new QuoteFormPage(page);
  await form.goto('/form');
  await form.to.pressSequentially('Wak');
  const looking = page.locator('.combo__looking');
  await expect(looking).toHaveText('Looking up places…');
  release();
  await expect(looking).toHaveCount(0);
  await expect(page.getByRole('option', { name: /Wakad/ })).toBeVisible();
});
