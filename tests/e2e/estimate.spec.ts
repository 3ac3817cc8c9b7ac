import type { Page } from '@playwright/test';
import { expect, test, watchScripts } from './fixtures';
import { aMonthFromToday } from './move-date';
import { QuoteFormPage } from './pages/quote-form';

/** The lower end of the range shown, in rupees. */
async function lowEnd(page: Page): Promise<number> {
  const text = await page
    .getByRole('status', { name: 'Estimated cost' })
    .locator('.estimate__range')
    .innerText();
  const m = /^₹([\d,]+) – ₹([\d,]+)$/.exec(text.trim());
  if (!m) throw new Error(`no range in "${text}"`);
  return Number(m[1]!.replace(/,/g, ''));
}

test.describe('instant estimate on the quote form', () => {
  test('Chennai to Bangalore 2 BHK: a rupee range, 300-400 km and a breakdown with GST', async ({
    page,
  }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    const estimate = page.getByRole('status', { name: 'Estimated cost' });
    await expect(estimate).toContainText('for an instant estimate');
    await form.fill({ from: 'Chennai', to: 'Bangalore', service: 'Home Shifting' });
    await page.getByLabel('Home Size').selectOption('2 BHK');
    await expect(page.getByLabel('Home Size').locator('option')).toHaveText([
      'Select home size',
      '1 RK',
      '1 BHK',
      '2 BHK',
      '3 BHK',
      '4 BHK & above',
    ]);
    await expect(estimate.locator('.estimate__range')).toHaveText(
      /^₹\d{1,2},\d{3} – ₹\d{1,2},\d{3}$/,
    );
    const route = await estimate.locator('.estimate__route').innerText();
    const km = Number(/about ([\d,]+) km/.exec(route)![1]!.replace(/,/g, ''));
    expect(km).toBeGreaterThan(300);
    expect(km).toBeLessThan(400);
    await expect(estimate.locator('th')).toContainText([
      'Transport',
      'Packing',
      'Loading and unloading',
      'GST (18%)',
    ]);
    await expect(estimate).toContainText('final price follows a free survey');
    await expect(estimate).toContainText('transit insurance');
  });

  test('bigger homes and longer moves cost more; a local move costs least', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    const size = page.getByLabel('Home Size');
    await form.fill({ from: 'Chennai', to: 'Bangalore', service: 'Home Shifting' });
    await size.selectOption('1 BHK');
    const oneBhk = await lowEnd(page);
    await size.selectOption('3 BHK');
    const threeBhk = await lowEnd(page);
    expect(threeBhk).toBeGreaterThan(oneBhk);
    await size.selectOption('2 BHK');
    const bangalore = await lowEnd(page);
    await form.to.fill('Delhi');
    await expect.poll(() => lowEnd(page)).toBeGreaterThan(bangalore);
    await form.to.fill('Chennai');
    await expect(page.getByRole('status', { name: 'Estimated cost' })).toContainText(
      'Local move within Chennai',
    );
    expect(await lowEnd(page)).toBeLessThan(bangalore);
  });

  test('a city page starts without the estimator and fetches it once the visitor starts', async ({
    page,
  }) => {
    // Scripts that carry the rate table, recognised by one of its distance bands.
    const rates = watchScripts(page, 'Above 2,000 km');
    const form = new QuoteFormPage(page);
    await page.goto('/packers-movers-in-pune');
    await form.waitUntilLive();
    await expect(form.from).toHaveValue('Pune');
    await page.waitForLoadState('networkidle');
    expect(rates, 'the estimator loaded before the visitor used the form').toEqual([]);
    const estimate = page.getByRole('status', { name: 'Estimated cost' });
    await expect(estimate).toContainText('for an instant estimate');
    await form.to.focus();
    await expect.poll(() => rates.length, { message: 'focusing the form fetches it' }).toBe(1);
    await form.to.fill('Mumbai');
    await page.getByLabel('Home Size').selectOption('1 BHK');
    await expect(estimate.locator('.estimate__range')).toHaveText(/^₹[\d,]+ – ₹[\d,]+$/);
  });

  test('offices and vehicles get their own choice', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    await form.fill({ from: 'Pune', to: 'Hyderabad', service: 'Vehicle Shifting' });
    await page.getByLabel('Vehicle').selectOption('Car');
    await expect(page.getByRole('status', { name: 'Estimated cost' })).toContainText(
      'Car transport',
    );
    await form.service.selectOption('Office Shifting');
    await expect(page.getByLabel('Office Size')).toHaveValue('');
  });

  test('the chat link carries the same range and the home size', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.stubWhatsApp();
    await form.goto();
    await form.fill({
      from: 'Chennai',
      to: 'Bangalore',
      phone: '98765 00000',
      time: aMonthFromToday().value,
      service: 'Home Shifting',
    });
    await page.getByLabel('Home Size').selectOption('2 BHK');
    const range = await page
      .getByRole('status', { name: 'Estimated cost' })
      .locator('.estimate__range')
      .innerText();
    const popup = page.waitForEvent('popup');
    await form.submit.click();
    const text = new URL((await popup).url()).searchParams.get('text')!;
    const lines = text.split('\n');
    expect(lines.slice(0, 6).map((l) => l.split(':')[0])).toEqual([
      'Pickup',
      'Drop',
      'Phone',
      'Time',
      'Service',
      'Message',
    ]);
    expect(lines.at(-4)).toMatch(
      new RegExp(`^Estimate: ${range.replace(/[₹–]/g, '.')} \\(2 BHK, about \\d+ km\\)$`),
    );
    expect(lines.at(-3)).toBe('Floors: pickup not given; drop not given');
    expect(lines.slice(-2)).toEqual(['Page: /form', 'Src: (direct) / (none)']);
  });
});

test.describe('charges page and city estimates', () => {
  test('/packers-and-movers-charges renders its tables', async ({ page }) => {
    await page.goto('/packers-and-movers-charges');
    const home = page.getByRole('table', { name: /Home shifting totals/ });
    await expect(home.locator('tbody tr')).toHaveCount(5);
    await expect(home.locator('tbody th')).toHaveText([
      '1 RK',
      '1 BHK',
      '2 BHK',
      '3 BHK',
      '4 BHK & above',
    ]);
    await expect(home.locator('thead th')).toHaveCount(8);
    for (const cell of await home.locator('tbody td').allTextContents())
      expect(cell).toMatch(/^₹[\d,]+$/);
    await expect(
      page.getByRole('table', { name: /Vehicle transport/ }).locator('tbody tr'),
    ).toHaveCount(2);
    await expect(page.locator('#extras li')).toContainText([
      /Floors without a lift/,
      /Long carry/,
      /Appliance installation/,
      /Storage/,
      /Transit insurance/,
    ]);
    await expect(page.locator('#included li').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get My Free Estimate' })).toHaveAttribute(
      'href',
      '/form',
    );
  });

  test("a city page's route price is the estimate the form gives for the same move", async ({
    page,
  }) => {
    await page.goto('/packers-movers-in-pune');
    const row = page
      .getByRole('table', { name: 'Common Routes From Pune' })
      .getByRole('row', { name: /^Mumbai/ });
    // textContent: the section is below the fold, where content-visibility leaves innerText empty.
    const cells = await row.getByRole('cell').allTextContents();
    const price = cells[cells.length - 1]!.replace(/\s+/g, ' ').trim();
    expect(price).toMatch(/^₹[\d,]+ – ₹[\d,]+$/);

    const form = new QuoteFormPage(page);
    await form.goto();
    await form.fill({ from: 'Pune', to: 'Mumbai', service: 'Home Shifting' });
    await page.getByLabel('Home Size').selectOption('2 BHK');
    await expect(
      page.getByRole('status', { name: 'Estimated cost' }).locator('.estimate__range'),
    ).toHaveText(price);
  });
});
