import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** Inputs that break naive pages: very long, markup, emoji, right-to-left text, quotes. */
const HOSTILE = [
  'x'.repeat(5000),
  '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
  '"><svg onload=window.__pwned=3>',
  '🚚📦🏠 शिफ्टिंग 搬家 😀',
  'מעבר דירה إلى دبي \u202Egnp.exe',
  "Robert'); DROP TABLE quotes;--",
];

async function assertIntact(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(await page.locator('main img[src="x"], main svg[onload]').count()).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('hostile input never breaks a page or runs code', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('in every field of the quote form, and the estimate survives', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto('/form');
    await waitForHydration(page, 'form[aria-label="Quote request"]');
    const form = page.getByRole('form', { name: 'Quote request' });
    for (const value of HOSTILE) {
      await form.getByLabel('Moving From', { exact: true }).fill(value);
      await form.getByLabel('Moving To', { exact: true }).fill(value);
      await form.getByLabel('Phone Number').fill(value);
      await form.getByLabel(/^Message/).fill(value);
      await page.waitForTimeout(800);
      await assertIntact(page);
    }
    expect(dialogs).toBe(0);
  });

  for (const value of HOSTILE) {
    test(`?from= with ${JSON.stringify(value.slice(0, 20))}`, async ({ page }) => {
      await page.goto(`/form?from=${encodeURIComponent(value)}`);
      await page.waitForTimeout(900);
      await assertIntact(page);
      await expect(page.locator('#quote-intro')).toBeVisible();
    });
  }

  test('in the contact, partner and checker forms', async ({ page }) => {
    for (const [path, label, fields] of [
      ['/contactus', 'Contact us', ['Name', 'Phone Number', 'Message']],
      ['/becameoneofus', 'Partner enquiry', ['Full Name', 'Phone Number', 'City', 'Your Message']],
    ] as const) {
      await page.goto(path);
      const form = page.getByRole('form', { name: label });
      for (const value of HOSTILE) {
        for (const f of fields) await form.getByLabel(f, { exact: true }).fill(value);
        await assertIntact(page);
      }
    }
    await page.goto('/beaware');
    for (const value of HOSTILE) {
      await page.getByLabel('Check a phone number, website, e-mail or UPI ID').fill(value);
      await page.getByRole('button', { name: 'Check', exact: true }).click();
      await expect(page.locator('#checker [role="status"]')).not.toBeEmpty();
      await assertIntact(page);
    }
  });
});
