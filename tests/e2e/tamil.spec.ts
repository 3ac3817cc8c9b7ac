import { expect, test } from './fixtures';
import { QuoteFormPage } from './pages/quote-form';
import { quoteText } from '../../content/ta/quote-text';
import { cityNamesTa, cityAliasesTa } from '../../content/ta/places';
import { layoutText as ta } from '../../content/ta/layout-text';
import { localityNamesTa } from '../../content/ta/locality-names';

/**
 * The site in Tamil (/ta): the header's switch leads there from English and Hindi, and the Tamil
 * quote form takes Tamil names of cities, the usual ones and the short ones locals type, and
 * estimates in Tamil.
 */

test('the switch leads to the Tamil page from English and from Hindi', async ({ page }) => {
  for (const from of ['/packers-movers-in-madurai', '/hi/packers-movers-in-madurai']) {
    await page.goto(from);
    await page.getByRole('banner').getByRole('link', { name: ta.switchName }).click();
    await expect(page).toHaveURL(/\/ta\/packers-movers-in-madurai$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
    await expect(page.locator('h1')).toContainText(cityNamesTa.Madurai!);
  }
});

test('the Tamil form takes Tamil names of cities and estimates in Tamil', async ({ page }) => {
  const form = new QuoteFormPage(page, 'ta');
  await form.goto('/ta/form');
  // Coimbatore by the short name Coimbatore people use, Chennai by its name.
  const kovai = cityAliasesTa.Coimbatore!.find((n) => n === 'கோவை')!;
  await form.fill({ from: cityNamesTa.Chennai!, to: kovai });
  await page.waitForTimeout(900);
  await expect(form.errors).toHaveText('');
  // The estimate, in Tamil, for the two cities as the page names them.
  await page.getByLabel(quoteText.homeSize).selectOption('2 BHK');
  const estimate = page.getByRole('status', { name: quoteText.estimate.name });
  await expect(estimate).toContainText(cityNamesTa.Coimbatore!);
  await expect(estimate).toContainText(/₹\d{1,2},\d{2},\d{3}|₹\d{2},\d{3}/);
});

test('the Tamil form takes a Tamil neighbourhood and suggests it with the Tamil city', async ({
  page,
}) => {
  // Its names come from /data/names/ta.json, fetched with the localities; no other language's.
  const names: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/data/names/')) names.push(new URL(r.url()).pathname);
  });
  const form = new QuoteFormPage(page, 'ta');
  await form.goto('/ta/form');
  const velachery = localityNamesTa.Velachery!;
  await form.from.fill('Atlantis');
  await expect(form.errors).toContainText('Atlantis');
  await form.from.fill('');
  await form.from.pressSequentially(velachery.slice(0, 4));
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toContainText(velachery);
  await expect(first).toContainText(cityNamesTa.Chennai!);
  await form.from.fill(velachery);
  await expect(form.errors).toHaveText('');
  await page.waitForTimeout(1000);
  await expect(form.errors).toHaveText('');
  expect(names).toEqual(['/data/names/ta.json']);
});
