import { expect, test } from './fixtures';
import { aMonthFromToday } from './move-date';
import { QuoteFormPage } from './pages/quote-form';

const SUFFIX = 'Please enter a different location or select from map.';
const FROM_ERROR = `Service is not available in "Atlantis" for 'Moving From'. ${SUFFIX}`;
const TO_ERROR = `Service is not available in "Gotham" for 'Moving To'. ${SUFFIX}`;
const BLOCKED =
  "Please ensure both 'Moving From' and 'Moving To' locations are in our service areas before submitting.";

const when = aMonthFromToday();

const valid = {
  from: 'Chennai',
  to: 'Bangalore',
  phone: '98765 00000',
  time: when.value,
  service: 'Home Shifting',
  message: 'Fridge & TV #2\nNo lift, 3rd floor — நன்றி',
};

test.describe('quote form fields', () => {
  test('has the six fields with their types and required flags', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    await expect(form.from).toHaveAttribute('required', '');
    await expect(form.to).toHaveAttribute('required', '');
    await expect(form.phone).toHaveAttribute('type', 'tel');
    await expect(form.phone).toHaveAttribute('required', '');
    await expect(form.time).toHaveAttribute('type', 'datetime-local');
    await expect(form.time).toHaveAttribute('required', '');
    await expect(form.service).toHaveAttribute('required', '');
    await expect(form.message).not.toHaveAttribute('required', '');
    const options = await form.service.locator('option').allTextContents();
    expect(options.slice(1)).toEqual(['Home Shifting', 'Office Shifting', 'Vehicle Shifting']);
    await expect(page.getByRole('button', { name: 'Choose Moving From on map' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose Moving To on map' })).toBeVisible();
  });
});

test.describe('typed location validation', () => {
  test('waits 700 ms after typing stops, then shows the message in red above the form', async ({
    page,
  }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    // Timed in the page, from the last input event to the message, so a busy machine that runs
    // the test late cannot make it pass or fail: timers fire late, never early.
    const delay = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const box = document.querySelector('.quote-form > .form-errors')!;
          let typed = 0;
          document
            .querySelector('input[name="from"]')!
            .addEventListener('input', () => (typed = performance.now()));
          new MutationObserver(() => {
            if (typed && box.textContent) resolve(performance.now() - typed);
          }).observe(box, { childList: true, subtree: true, characterData: true });
        }),
    );
    await expect(form.errors).toHaveText('');
    await form.from.fill('Atlantis');
    expect(await delay).toBeGreaterThanOrEqual(695); // 700 ms, less the clock's coarseness
    await expect(form.errors).toHaveText(FROM_ERROR);
    await expect(form.errors).toHaveCSS('color', 'rgb(180, 35, 24)');
    const errorBox = await form.errors.boundingBox();
    const formBox = await page.getByRole('form', { name: 'Quote request' }).boundingBox();
    expect(errorBox!.y).toBeLessThan(formBox!.y);
    await expect(form.from).toHaveAttribute('aria-invalid', 'true');
  });

  test('keeps restarting the wait while the visitor types', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    await form.from.pressSequentially('Atlantis', { delay: 300 });
    // 8 keys, 300 ms apart: no check ran while typing continued.
    await expect(form.errors).toHaveText('');
    await expect(form.errors).toHaveText(FROM_ERROR, { timeout: 1_500 });
  });

  test('shows both messages word for word and clears each when fixed', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    await form.fill({ from: 'Atlantis', to: 'Gotham' });
    await expect(form.errors.locator('p')).toHaveText([FROM_ERROR, TO_ERROR]);
    await form.from.fill('Andheri, Mumbai');
    await expect(form.errors.locator('p')).toHaveText([TO_ERROR]);
    await form.to.fill('');
    await expect(form.errors).toHaveText('');
    await expect(form.from).not.toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('submit', () => {
  test('is blocked with the spec message when a location is not served', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    await form.fill({ ...valid, to: 'Gotham' });
    let popups = 0;
    page.on('popup', () => popups++);
    await form.submit.click();
    await expect(form.errors).toContainText(BLOCKED);
    expect(popups).toBe(0);
    await form.to.fill('Pune');
    await expect(form.errors).toHaveText('');
  });

  test('does not submit while a required field is empty', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    await form.fill({ ...valid, phone: '' });
    let popups = 0;
    page.on('popup', () => popups++);
    await form.submit.click();
    expect(await form.phone.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    );
    await page.waitForTimeout(300);
    expect(popups).toBe(0);
  });

  test('opens the exact chat link with its six lines in a new tab', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.stubWhatsApp();
    await form.goto();
    await form.fill(valid);
    const popupPromise = page.waitForEvent('popup');
    await form.submit.click();
    const popup = await popupPromise;
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(
      [
        'Pickup: Chennai',
        'Drop: Bangalore',
        // The number as WhatsApp dials it (issue 14), the page the request came from last.
        'Phone: +91 98765 00000',
        `Time: ${when.text}`,
        'Service: Home Shifting',
        'Message: Fridge & TV #2',
        'No lift, 3rd floor — நன்றி',
        // The request's reference, the same as the page shows.
        `Ref: ${await form.status.locator('.sent__code').textContent()}`,
        // A home move's floors, unanswered here: never taken for the ground floor.
        'Floors: pickup not given; drop not given',
        'Page: /form',
        // Where the visit came from: opened directly here.
        'Src: (direct) / (none)',
      ].join('\n'),
    );
    await expect(form.status.locator('.sent__code')).toHaveText(/^SE-[0-9A-Z]{6}$/);
    await expect(form.status).toContainText('WhatsApp opened in a new tab');
    // Sent: the draft is gone from session storage.
    expect(await page.evaluate(() => sessionStorage.getItem('shiftease:quote-draft'))).toBeNull();
  });

  test('shows the link and a copy button when the browser blocks the new tab', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      window.open = () => null;
    });
    const form = new QuoteFormPage(page);
    await form.goto();
    await form.fill(valid);
    await form.submit.click();
    await expect(form.status).toContainText('Your browser blocked the new tab');
    const link = form.status.getByRole('link', { name: 'Open WhatsApp' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/919876543210\?text=Pickup%3A%20Chennai/);
    await expect(link).toHaveAttribute('target', '_blank');
    await form.status.getByRole('button', { name: 'Copy link' }).click();
    await expect(form.status.getByRole('button', { name: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);
  });
});

test.describe('draft and prefill', () => {
  test('the draft survives a reload', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    await form.fill(valid);
    await page.reload();
    await form.waitUntilLive();
    await expect(form.from).toHaveValue(valid.from);
    await expect(form.to).toHaveValue(valid.to);
    await expect(form.phone).toHaveValue(valid.phone);
    await expect(form.time).toHaveValue(valid.time);
    await expect(form.service).toHaveValue(valid.service);
    await expect(form.message).toHaveValue(valid.message);
  });

  test('?from= sets Moving From and the intro heading', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/form?from=Navi%20Mumbai');
    await expect(form.from).toHaveValue('Navi Mumbai');
    await expect(
      page.getByRole('heading', { name: 'Trusted Packers and Movers in Navi Mumbai' }),
    ).toBeVisible();
  });

  test('the intro heading follows Moving From and falls back to Chennai', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    const heading = page.locator('#quote-intro');
    await expect(heading).toHaveText('Trusted Packers and Movers in Chennai');
    await form.from.fill('Jaipur');
    await expect(heading).toHaveText('Trusted Packers and Movers in Jaipur');
    await form.from.fill('');
    await expect(heading).toHaveText('Trusted Packers and Movers in Chennai');
  });

  test('a markup-laden ?from= stays text in its field and is never run', async ({ page }) => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>Pune';
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const form = new QuoteFormPage(page);
    await form.goto(`/form?from=${encodeURIComponent(payload)}`);
    await expect(form.from).toHaveValue(payload);
    // The heading names only the served city the text contains, never the text itself.
    await expect(page.locator('#quote-intro')).toHaveText('Trusted Packers and Movers in Pune');
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});

test.describe('city landing pages', () => {
  test('a multi-word city round-trips through its slug into the form', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-navi-mumbai');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Packers and Movers in Navi Mumbai',
    );
    await expect(form.from).toHaveValue('Navi Mumbai');
    await expect(page.locator('#quote-intro')).toHaveText(
      'Trusted Packers and Movers in Navi Mumbai',
    );
  });

  test('the city page form leads to WhatsApp with its city as Pickup', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.stubWhatsApp();
    await form.goto('/packers-movers-in-jaipur');
    await form.fill({ ...valid, from: undefined, to: 'Delhi' });
    const popupPromise = page.waitForEvent('popup');
    await form.submit.click();
    const text = new URL((await popupPromise).url()).searchParams.get('text') ?? '';
    expect(text.split('\n').slice(0, 2)).toEqual(['Pickup: Jaipur', 'Drop: Delhi']);
  });

  test('tapping the page’s city selects it, so typing replaces it', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-pune');
    await expect(form.from).toHaveValue('Pune');
    await form.tapPrefilledFrom();
    await page.keyboard.type('Wakad');
    await expect(form.from).toHaveValue('Wakad');
  });

  test('letters typed before that selection comes (a busy phone) are kept', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-pune');
    await expect(form.from).toHaveValue('Pune');
    // Focus and the first letters in one turn of the page, before its deferred selection runs.
    await form.from.evaluate((el: HTMLInputElement) => {
      el.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, 'Wa');
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.keyboard.type('kad');
    await expect(form.from).toHaveValue('Wakad');
  });
});

test.describe('city pages and the form', () => {
  test('a city page sets the shared origin so other pages see it', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-madurai');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page).toHaveURL(/\/ourservices$/);
    await page.getByRole('link', { name: 'Request a Quote' }).click();
    await form.waitUntilLive();
    await expect(form.from).toHaveValue('Madurai');
  });
});
