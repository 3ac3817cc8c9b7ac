import { expect, test } from './fixtures';
import { QuoteFormPage } from './pages/quote-form';

/**
 * Issue 22: a place a city page names is one the quote form on that page takes, as a place of
 * that city. Read from the export (run `npm run build:e2e` first): every page of a served city,
 * in English and Hindi, against the gazetteer the form downloads (out/data/localities.json),
 * with the page's city as the context the form gives it.
 */

test.describe('the form on a city page (issue 22)', () => {
  test('the Pune page takes "Wakad", a locality its note names', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-pune');
    await form.from.fill('Atlantis');
    await expect(form.errors).toContainText('Service is not available in "Atlantis"');
    await form.from.fill('Wakad');
    await expect(form.errors).toHaveText('');
    await page.waitForTimeout(1000);
    await expect(form.errors).toHaveText('');
  });

  test('the Hindi Pune page takes "वाकड"', async ({ page }) => {
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/packers-movers-in-pune');
    await form.from.fill('Atlantis');
    await expect(form.errors).toContainText('"Atlantis"');
    await form.from.fill('वाकड');
    await expect(form.errors).toHaveText('');
    await page.waitForTimeout(1000);
    await expect(form.errors).toHaveText('');
  });

  test('the Jaipur page suggests Jaipur’s Mansarovar first', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-jaipur');
    await form.from.fill('');
    await form.from.pressSequentially('Mansarovar');
    const list = page.getByRole('listbox', { name: 'Moving From suggestions' });
    await expect(list.getByRole('option').first()).toContainText('Jaipur');
  });

  test('the Noida page takes "Sector 137"', async ({ page }) => {
    // A bare sector number is a place only with the page's city as the context
    // (lib/gazetteer/lookup.ts), which the city page's form gives the gazetteer.
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-noida');
    await form.from.fill('Atlantis');
    await expect(form.errors).toContainText('"Atlantis"');
    await form.from.fill('Sector 137');
    await expect(form.errors).toHaveText('', { timeout: 3000 });
  });

  test('a place the gazetteer does not know is offered as "<place>, <city>" on a city page', async ({
    page,
  }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-pune');
    await form.to.pressSequentially('Green Acres Tower');
    const list = page.getByRole('listbox', { name: 'Moving To suggestions' });
    await expect(list.getByRole('option').last()).toContainText('Green Acres Tower');
    await expect(form.errors).toContainText('"Green Acres Tower"');
    await list.getByRole('option').last().click();
    await expect(form.to).toHaveValue('Green Acres Tower, Pune');
    await expect(form.errors).toHaveText('');
  });
});
