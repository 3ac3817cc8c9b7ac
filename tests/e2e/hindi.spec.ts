import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { aMonthFromToday } from './move-date';
import { QuoteFormPage } from './pages/quote-form';

const when = aMonthFromToday();

/**
 * Issue 17: the quote form and the city pages in Hindi. Each page names its other language
 * (hreflang, both ways), the header's switch leads across, and the Hindi form accepts Hindi and
 * English city names, speaks Hindi, blocks and sends like the English one.
 */

const ORIGIN = /^https?:\/\/[^/]+/;

async function hreflangs(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((els) => els.map((e) => [e.getAttribute('hreflang'), e.getAttribute('href')]));
  return Object.fromEntries(links.map(([lang, href]) => [lang, href!.replace(ORIGIN, '') || '/']));
}

async function chatLines(page: Page, submit: () => Promise<void>): Promise<string[]> {
  const popup = page.waitForEvent('popup');
  await submit();
  return (new URL((await popup).url()).searchParams.get('text') ?? '').split('\n');
}

const PAIRS = [
  ['/form', '/hi/form'],
  ['/packers-movers-in-agra', '/hi/packers-movers-in-agra'],
  ['/packers-movers-in-navi-mumbai', '/hi/packers-movers-in-navi-mumbai'],
] as const;

test.describe('two languages, linked both ways', () => {
  for (const [en, hi] of PAIRS) {
    test(`${en} and ${hi} name each other, and the switch leads across`, async ({ page }) => {
      for (const [path, lang] of [
        [en, 'en-IN'],
        [hi, 'hi-IN'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(await hreflangs(page)).toEqual({
          'en-IN': en,
          'hi-IN': hi,
          'ta-IN': hi.replace(/^\/hi/, '/ta'),
          'x-default': en,
        });
      }
      await page.goto(en);
      await page.getByRole('link', { name: 'यह पेज हिंदी में पढ़ें' }).click();
      await expect(page).toHaveURL(new RegExp(`${hi}$`));
      await expect(page.locator('h1')).toHaveText(/[\u0900-\u097F]/);
      await page.getByRole('link', { name: 'Read this page in English' }).click();
      await expect(page).toHaveURL(new RegExp(`${en}$`));
    });
  }

  test('a page with no Hindi version has no switch and no hreflang', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.locator('.lang-switch')).toHaveCount(0);
    expect(await hreflangs(page)).toEqual({});
  });
});

test.describe('a city page in Hindi', () => {
  test('is about its city in Hindi, with Moving From filled in Devanagari', async ({ page }) => {
    const gazetteer: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/data/localities.json')) gazetteer.push(r.url());
    });
    await page.goto('/hi/packers-movers-in-agra');
    await expect(page.locator('h1')).toHaveText('आगरा में पैकर्स एंड मूवर्स');
    const form = new QuoteFormPage(page, 'hi');
    await form.waitUntilLive();
    await expect(form.from).toHaveValue('आगरा');
    await expect(page.locator('#quote-intro')).toHaveText('आगरा में भरोसेमंद पैकर्स एंड मूवर्स');
    // The routes lead to the Hindi pages of their cities; the prices are the English page's.
    const mathura = page.locator('.route-table a', { hasText: 'मथुरा' });
    await expect(mathura).toHaveAttribute('href', '/hi/packers-movers-in-mathura');
    const hiPrices = await page.locator('.route-table td:last-child').allTextContents();
    // A Hindi city name needs no download to be accepted.
    await page.waitForTimeout(1200);
    await expect(form.errors).toHaveText('');
    expect(gazetteer).toEqual([]);
    await page.goto('/packers-movers-in-agra');
    expect(await page.locator('.route-table td:last-child').allTextContents()).toEqual(hiPrices);
  });
});

test.describe('the quote form in Hindi', () => {
  test('accepts Hindi and English city names and estimates in Hindi', async ({ page }) => {
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/form');
    await form.fill({ from: 'पुणे', to: 'Delhi' });
    await form.page.getByLabel('घर का साइज').selectOption('2 BHK');
    const estimate = page.getByRole('status', { name: 'अनुमानित खर्च' });
    await expect(estimate).toContainText('पुणे से दिल्ली: सड़क से लगभग');
    await expect(estimate).toContainText(/₹\d{1,2},\d{2},\d{3}|₹\d{2},\d{3}/);
    await expect(estimate).toContainText('आमतौर पर कुल खर्च');
    await page.waitForTimeout(900);
    await expect(form.errors).toHaveText('');
    // Other spellings, with or without the nukta, are the same city.
    await form.fill({ from: 'फरीदाबाद', to: 'गुड़गाँव' });
    await page.waitForTimeout(900);
    await expect(form.errors).toHaveText('');
  });

  test('suggests served cities by their Hindi names', async ({ page }) => {
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/form');
    await form.from.pressSequentially('पुण');
    const list = page.getByRole('listbox', { name: "'कहां से' के सुझाव" });
    await expect(list.getByRole('option').first()).toContainText('पुणे');
    await expect(list.getByRole('option').first()).toContainText('Pune');
  });

  test('shows its messages in Hindi and blocks a place it does not serve', async ({ page }) => {
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/form');
    await form.stubWhatsApp();
    let popups = 0;
    page.on('popup', () => popups++);
    await form.fill({ from: 'पुणे', to: 'लेह', phone: '12345', time: when.value });
    await form.service.selectOption('Home Shifting');
    await expect(form.errors).toContainText(
      `"लेह" तक फिलहाल हमारी सेवा नहीं है। कृपया कोई दूसरी जगह लिखें या नक्शे से चुनें।`,
    );
    await form.submit.click();
    await expect(form.errors).toContainText(
      "भेजने से पहले पक्का करें कि 'कहां से' और 'कहां तक' दोनों जगहें हमारे सेवा क्षेत्र में हैं।",
    );
    await expect(form.errors).toContainText('10 अंकों का भारतीय मोबाइल नंबर');
    // What was typed stays.
    await expect(form.to).toHaveValue('लेह');
    await expect(form.phone).toHaveValue('12345');
    expect(popups).toBe(0);
  });

  test('sends the request with the labels the business reads, and says it came in Hindi', async ({
    page,
  }) => {
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/form');
    await form.stubWhatsApp();
    await form.fill({
      from: 'पुणे',
      to: 'दिल्ली',
      phone: '98765 00000',
      time: when.value,
      service: 'Home Shifting',
      message: 'तीसरी मंजिल, लिफ्ट नहीं',
    });
    await expect(form.service.locator('option:checked')).toHaveText('घर की शिफ्टिंग');
    // The fields keep the names the business and the e-mail template know.
    for (const [field, name] of [
      [form.from, 'from'],
      [form.to, 'to'],
      [form.phone, 'phone'],
      [form.time, 'time'],
      [form.service, 'service'],
      [form.message, 'message'],
    ] as const)
      await expect(field).toHaveAttribute('name', name);
    // The date as an Indian family writes it, whatever the phone's own date format.
    await expect(page.getByText(`शिफ्टिंग: ${when.hindi}`)).toBeVisible();
    await expect(form.time).toHaveAccessibleDescription(`शिफ्टिंग: ${when.hindi}`);
    const lines = await chatLines(page, () => form.submit.click());
    expect(lines.slice(0, 6)).toEqual([
      'Pickup: पुणे (Pune)',
      'Drop: दिल्ली (Delhi)',
      'Phone: +91 98765 00000',
      `Time: ${when.text}`,
      'Service: Home Shifting',
      'Message: तीसरी मंजिल, लिफ्ट नहीं',
    ]);
    expect(lines).toContain('Language: Hindi (sent from the Hindi site; please reply in Hindi)');
    expect(lines.slice(-2)).toEqual(['Page: /hi/form', 'Src: (direct) / (none)']);
    await expect(form.status).toContainText('WhatsApp नए टैब में खुल गया है');
  });

  test('the English form accepts a Hindi city name too', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    await form.stubWhatsApp();
    await form.fill({
      from: 'पुणे',
      to: 'Mumbai',
      phone: '98765 00000',
      time: when.value,
      service: 'Home Shifting',
    });
    await page.waitForTimeout(900);
    await expect(form.errors).toHaveText('');
    await expect(form.time).toHaveAccessibleDescription(`Moving on ${when.text}`);
    const lines = await chatLines(page, () => form.submit.click());
    expect(lines[0]).toBe('Pickup: पुणे (Pune)');
    expect(lines).not.toContain(expect.stringMatching(/^Language:/));
  });

  test('the Hindi map picker speaks Hindi', async ({ page }) => {
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/form');
    await page.getByRole('button', { name: "'कहां से' नक्शे पर चुनें" }).click();
    const dialog = page.getByRole('dialog', { name: "नक्शे पर 'कहां से'" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('नक्शे पर क्लिक करें');
    await dialog.getByRole('button', { name: 'बंद करें' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('the Hindi quote form page has no English left in its main content', async ({ page }) => {
  await page.goto('/hi/form');
  await waitForHydration(page, 'form[aria-label="कोटेशन का अनुरोध"]');
  // The words of the page (textContent: sections below the fold have no innerText yet).
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    // A <noscript> holds markup as text while scripts run; what it says is checked without them.
    copy.querySelectorAll('script, style, noscript').forEach((el) => el.remove());
    return copy.textContent ?? '';
  });
  const english = text
    .replace(/\b(BHK|GST|WhatsApp|UPI|ID|IT|GPS|ISO|RK|Pune|ShiftEase[\w &]*)\b/g, '')
    .replace(/\d{4}:\d{4}/g, '')
    .match(/\b[A-Za-z]{4,}\b/g);
  // The legal name and the rating's source are names; nothing else may be in English.
  expect(
    (english ?? []).filter((w) => !/^(Packers|Movers|Private|Limited|Google|Maps)$/.test(w)),
  ).toEqual([]);
});
