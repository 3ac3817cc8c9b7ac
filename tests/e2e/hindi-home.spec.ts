import { expect, test, waitForHydration } from './fixtures';
import { branchCards } from '../../content/home';
import { homeServices } from '../../content/services';

/** The home page in Hindi at /hi (issue 17), as a visitor and a crawler meet it. */
const DEVANAGARI = /[\u0900-\u097F]/;

test.describe('the Hindi home page', () => {
  test('the header’s language switch leads across, both ways', async ({ page }) => {
    await page.goto('/hi');
    const toEnglish = page
      .getByRole('banner')
      .getByRole('link', { name: 'Read this page in English' });
    await toEnglish.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    const toHindi = page.getByRole('banner').getByRole('link', { name: 'यह पेज हिंदी में पढ़ें' });
    await toHindi.click();
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  });

  test('has every section of the English home, in Hindi, linking to Hindi pages', async ({
    page,
  }) => {
    await page.goto('/hi');
    const hero = page.locator('.hero');
    await expect(hero.locator('.carousel__slide')).toHaveCount(5);
    for (const href of await hero
      .locator('.carousel__slide a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toBe('/hi/form');
    // Service pages exist in Hindi too: their links lead there.
    const services = page.locator('#services article');
    await expect(services).toHaveCount(6);
    await expect(services.locator('h3')).toHaveText(homeServices.map(() => DEVANAGARI));
    expect(
      await services
        .locator('a.card__cta')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(homeServices.map((s) => `/hi${s.path}`));
    await expect(page.locator('#certifications li h3')).toHaveCount(6);
    await expect(page.locator('#process .steps__item h3')).toHaveText(
      Array.from({ length: 4 }, () => DEVANAGARI),
    );
    await expect(page.locator('.cta-band a.btn--accent')).toHaveAttribute('href', '/hi/form');
  });

  test('branch cards name their city in Devanagari and lead to the Hindi quote form from it', async ({
    page,
  }) => {
    await page.goto('/hi');
    const cards = page.locator('#branches article');
    await expect(cards).toHaveCount(branchCards.length);
    await expect(cards.locator('h3')).toHaveText([
      'चेन्नई',
      'कोयंबटूर',
      'बेंगलुरु',
      'मदुरै',
      'त्रिची',
      'दिल्ली एनसीआर',
      'आगरा',
      'जयपुर',
      'हैदराबाद',
      'मथुरा',
    ]);
    await expect(cards.locator('.branch-card__meta')).toHaveText(branchCards.map(() => DEVANAGARI));
    const link = page.getByRole('link', { name: 'कोयंबटूर से कोटेशन लें' });
    await expect(link).toHaveAttribute('href', '/hi/form?from=Coimbatore');
    const hrefs = await cards
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(branchCards.map((c) => `/hi/form?from=${encodeURIComponent(c.city)}`));
  });

  test('the hero carousel’s controls have Hindi names', async ({ page }) => {
    await page.goto('/hi');
    await waitForHydration(page, '.carousel__dot');
    const hero = page.getByRole('region', { name: 'परिवार हमारे साथ क्यों शिफ्ट होते हैं' });
    await expect(hero).toHaveAttribute('aria-roledescription', 'स्लाइडशो');
    await hero.getByRole('button', { name: 'स्लाइडशो रोकें' }).click();
    await expect(hero.getByRole('button', { name: 'स्लाइडशो चलाएं' })).toBeVisible();
    await hero.getByRole('button', { name: 'अगली स्लाइड' }).click();
    await expect(hero.getByRole('button', { name: 'स्लाइड 2 दिखाएं' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(hero.getByRole('group')).toHaveAccessibleName('5 में से 2');
    await hero.getByRole('button', { name: 'पिछली स्लाइड' }).click();
    await expect(hero.getByRole('group')).toHaveAccessibleName('5 में से 1');
    for (let n = 1; n <= 5; n++)
      await expect(hero.getByRole('button', { name: `स्लाइड ${n} दिखाएं` })).toHaveCount(1);
    await expect(hero.getByRole('button', { name: /slide/i })).toHaveCount(0);
  });

  test('leaves no heading or label in English', async ({ page }) => {
    await page.goto('/hi');
    const english = /^[A-Za-z ’'?,.&-]+$/;
    const headings = await page
      .locator('main :is(h1, h2, h3), footer :is(h2, h3)')
      .allTextContents();
    expect(headings.length).toBeGreaterThan(30);
    expect(headings.map((h) => h.trim()).filter((h) => english.test(h))).toEqual([]);
    const labels = await page
      .locator('main [aria-label]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels.filter((l) => /[a-z]{3}/i.test(l) && !/[\u0900-\u097F]/.test(l))).toEqual([]);
    const alts = await page
      .locator('main img[alt]:not([alt=""])')
      .evaluateAll((els) => els.map((e) => e.getAttribute('alt') ?? ''));
    expect(alts.length).toBeGreaterThan(5);
    expect(alts.filter((a) => !/[\u0900-\u097F]/.test(a))).toEqual([]);
  });

  test('the first-screen quote box is in Hindi and carries the places to /hi/form', async ({
    page,
  }) => {
    await page.goto('/hi');
    await waitForHydration(page, '.hero-quote');
    const box = page.getByRole('form', { name: 'शिफ्टिंग का मुफ्त कोटेशन पाएं' });
    await box.getByRole('combobox', { name: 'कहां से' }).fill('पुणे');
    await box.getByRole('combobox', { name: 'कहां तक' }).fill('Delhi');
    await box.getByRole('combobox', { name: 'कहां तक' }).press('Escape');
    await box.getByRole('button', { name: 'मुफ्त कोटेशन पाएं' }).click();
    await expect(page).toHaveURL(/\/hi\/form\?from=%E0%A4%AA/);
    const from = page
      .getByRole('form', { name: 'कोटेशन का अनुरोध' })
      .getByLabel('कहां से', { exact: true });
    await expect(from).toHaveValue('पुणे');
  });
});
