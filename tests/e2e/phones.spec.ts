import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { aMonthFromToday } from './move-date';
import { QuoteFormPage } from './pages/quote-form';
import { site } from '../../content/site';

/** Phone numbers as visitors type them, read by one module (lib/phone.ts) in every form. */
const when = aMonthFromToday();

async function chatText(page: Page, form: QuoteFormPage): Promise<string[]> {
  const popup = page.waitForEvent('popup');
  await form.submit.click();
  return (new URL((await popup).url()).searchParams.get('text') ?? '').split('\n');
}

test.describe('the quote form takes a mobile number however it is typed', () => {
  for (const [lang, path, typed] of [
    ['en', '/form', '(+91) 98765 43210'],
    ['en', '/form', '९८७६५ ४३२१०'],
    ['hi', '/hi/form', '९८७६५४३२१०'],
    ['hi', '/hi/form', '0091 98765-43210'],
  ] as const) {
    test(`${typed} on ${path}`, async ({ page }) => {
      const form = new QuoteFormPage(page, lang);
      await form.stubWhatsApp();
      await form.goto(path);
      await form.fill({
        from: 'Chennai',
        to: 'Bangalore',
        phone: typed,
        time: when.value,
        service: 'Home Shifting',
      });
      await form.phone.blur();
      await expect(form.phone).not.toHaveAttribute('aria-invalid');
      // The message carries the number as WhatsApp dials it.
      expect(await chatText(page, form)).toContain('Phone: +91 98765 43210');
    });
  }

  test('refuses a landline, with the message in each language', async ({ page }) => {
    for (const [lang, path, message] of [
      ['en', '/form', /^Enter a 10-digit Indian mobile number/],
      ['hi', '/hi/form', /^6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर/],
    ] as const) {
      const form = new QuoteFormPage(page, lang);
      await form.goto(path);
      await form.phone.fill('044 2345 6789');
      await form.phone.blur();
      await expect(form.phone).toHaveAttribute('aria-invalid', 'true');
      await expect(form.phone).toHaveAccessibleDescription(message);
    }
  });
});

test.describe('the checker on /beaware reads the number the same way', () => {
  const answer = (page: Page) => page.locator('#checker [role="status"]');

  for (const typed of ['0091 98765 43210', '९८७६५ ४३२१०', '+91 (0)98765.43210']) {
    test(`recognises ${site.phones.sales} typed as ${typed}`, async ({ page }) => {
      await page.goto('/beaware');
      await waitForHydration(page, 'form[aria-label="Check a contact"]');
      await page.getByLabel('Check a phone number, website, e-mail or UPI ID').fill(typed);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(answer(page)).toContainText(`is an official phone number of ${site.brand}`);
    });
  }

  test('tells a bad number in Hindi too', async ({ page }) => {
    await page.goto('/hi/beaware');
    await waitForHydration(page, '#checker form');
    await page.locator('#checker input[name="value"]').fill('९८७६५ ४३२१');
    await page.locator('#checker button[type="submit"]').click();
    await expect(answer(page)).toContainText('सही भारतीय फोन नंबर नहीं है');
  });
});
