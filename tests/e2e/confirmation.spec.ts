import { expect, recordChatLinks, test } from './fixtures';
import { QuoteFormPage } from './pages/quote-form';
import { aMonthFromToday } from './move-date';

const request = {
  from: 'Chennai',
  to: 'Bangalore',
  phone: '98765 00000',
  time: aMonthFromToday().value,
  service: 'Home Shifting',
};

test.describe('the confirmation stays', () => {
  test('survives a reload, Back and Forward, until a new request starts', async ({ page }) => {
    await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    await form.fill(request);
    await form.submit.click();
    const code = form.status.locator('.sent__code');
    await expect(code).toHaveText(/^SE-/);
    const ref = await code.textContent();

    await page.reload();
    await form.waitUntilLive();
    await expect(code).toHaveText(ref!);
    await expect(form.status).toContainText('One step left: press Send in WhatsApp');

    await page.goto('/about');
    await page.goBack();
    await form.waitUntilLive();
    await expect(code).toHaveText(ref!);
    await page.goForward();
    await page.goBack();
    await form.waitUntilLive();
    await expect(code).toHaveText(ref!);

    // Another page's form has a confirmation of its own, or none.
    await page.goto('/packers-movers-in-pune');
    await form.waitUntilLive();
    await expect(code).toHaveCount(0);

    // A new request on the page starts: the confirmation goes, and stays gone after a reload.
    await page.goto('/form');
    await form.waitUntilLive();
    await expect(code).toHaveText(ref!);
    await form.message.fill('One more thing');
    await expect(code).toHaveCount(0);
    await page.reload();
    await form.waitUntilLive();
    await expect(form.message).toHaveValue('One more thing');
    await expect(code).toHaveCount(0);
  });

  test('offline at the press: no chat tab, the page says so, and offers the chat when the signal returns', async ({
    page,
    context,
  }) => {
    const chats = await recordChatLinks(page);
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    await form.fill(request);
    await context.setOffline(true);
    await form.submit.click();
    await expect(form.status).toContainText('No signal right now, so WhatsApp could not open.');
    await expect(form.status).not.toContainText('WhatsApp opened in a new tab');
    // The button is the way: the raw link is written out only for a blocked tab.
    await expect(form.status.locator('.form-status__link')).toHaveCount(0);
    expect(await chats()).toEqual([]);

    await context.setOffline(false);
    await expect(form.status).toContainText('Signal is back. Press Open WhatsApp');
    const popup = page.waitForEvent('popup');
    await form.status.getByRole('link', { name: 'Open WhatsApp' }).click();
    expect(new URL((await popup).url()).searchParams.get('text')).toContain('Pickup: Chennai');
    await expect(form.status).toContainText('WhatsApp opened in a new tab');
  });
});

test.describe('what a reload keeps', () => {
  test('the locality typed on a city page, and an open item list', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-pune');
    await form.from.fill('Wakad, Pune');
    await page.getByLabel('Home Size').selectOption('2 BHK');
    const listButton = page.getByRole('button', { name: 'List your items' });
    await listButton.click();
    const cartons = page.getByRole('spinbutton', { name: 'Cartons', exact: true });
    await expect(cartons).toBeVisible();

    await page.reload();
    await form.waitUntilLive();
    await expect(form.from).toHaveValue('Wakad, Pune');
    await expect(listButton).toHaveAttribute('aria-expanded', 'true');
    await expect(cartons).toBeVisible();

    // Reached again by a link, it is still this page's draft; another city's page has its city.
    await page.goto('/packers-movers-in-pune');
    await form.waitUntilLive();
    await expect(form.from).toHaveValue('Wakad, Pune');
    await page.goto('/packers-movers-in-mumbai');
    await form.waitUntilLive();
    await expect(form.from).toHaveValue('Mumbai');
  });
});
