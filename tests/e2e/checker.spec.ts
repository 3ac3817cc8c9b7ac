import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { site } from '../../content/site';

async function check(page: Page, value: string) {
  const input = page.getByLabel('Check a phone number, website, e-mail or UPI ID');
  await input.fill(value);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  return page.locator('#checker [role="status"]');
}

test.describe('fraud checker on /beaware', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/beaware');
    await waitForHydration(page, 'form[aria-label="Check a contact"]');
  });

  test('sits above the five tips, which link to it', async ({ page }) => {
    const checker = await page.locator('#checker').boundingBox();
    const tips = await page.locator('#tips').boundingBox();
    expect(checker!.y).toBeLessThan(tips!.y);
    expect(await page.locator('#tips a[href="#checker"]').count()).toBeGreaterThanOrEqual(2);
  });

  test('recognises the official phone in four formats and rejects another number', async ({
    page,
  }) => {
    for (const format of ['+91 98765 43210', '9876543210', '098765-43210', '(+91) 98765-43210']) {
      const answer = await check(page, format);
      await expect(answer).toContainText(`is an official phone number of ${site.brand}`);
    }
    const answer = await check(page, '+91 91234 56789');
    await expect(answer).toContainText('is not an official phone number');
    await expect(answer).toContainText('Do not pay');
    await expect(answer).toContainText(site.phones.sales);
  });

  test("our own WhatsApp button's link is official; the same link to a stranger is not", async ({
    page,
  }) => {
    // The link the site's own chat button opens, as a visitor would copy it.
    const ours = await page.locator('a[href^="https://wa.me/"]').first().getAttribute('href');
    expect(ours).toMatch(/^https:\/\/wa\.me\/91\d{10}/);
    await expect(await check(page, ours!)).toContainText(
      `is an official phone number of ${site.brand}`,
    );
    await expect(await check(page, 'https://wa.me/919123456780?text=Pay%20advance')).toContainText(
      'is not an official phone number',
    );
  });

  test('recognises the official site with a path, and flags a hyphenated look-alike', async ({
    page,
  }) => {
    await expect(await check(page, 'https://www.shiftease.example/contactus?ref=ad')).toContainText(
      'is an official website',
    );
    const answer = await check(page, 'shift-ease.example/book-now');
    await expect(answer).toContainText('is not an official website');
    await expect(answer).toContainText('looks like our address shiftease.example');
  });

  test('recognises the official e-mail in upper case, and not a variant', async ({ page }) => {
    await expect(await check(page, site.email.toUpperCase())).toContainText(
      'is an official e-mail address',
    );
    await expect(await check(page, 'care.shiftease@gmail.com')).toContainText(
      'is not an official e-mail address',
    );
  });

  test('checks UPI IDs', async ({ page }) => {
    await expect(await check(page, 'ShiftEase@ExampleBank')).toContainText('is an official UPI ID');
    await expect(await check(page, 'shiftease.refund@okbank')).toContainText(
      'is not an official UPI ID',
    );
  });

  test('junk gives a clear answer and no page error', async ({ page }) => {
    await expect(await check(page, '')).toContainText('Paste or type a phone number');
    await expect(await check(page, '<img src=x onerror=alert(1)>')).toContainText(
      'could not recognise',
    );
    await expect(page.locator('#checker img')).toHaveCount(0);
    await expect(await check(page, '😀🚚📦')).toContainText('could not recognise');
    await expect(await check(page, 'x'.repeat(10_000))).toContainText('too long');
  });
});
