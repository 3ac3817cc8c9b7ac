import { expect, test } from './fixtures';
import { ENGLISH_MONTHS, monthsFromToday } from './move-date';
import { QuoteFormPage } from './pages/quote-form';
import { privacyUpdated } from '../../content/privacy';

/**
 * Dates as Chromium's ICU writes them through lib/dates.ts, against the tables written out by
 * hand in move-date.ts (tests/unit/dates.test.ts holds Node's ICU to the same). Every month once,
 * from next month on, and hours that cross every Hindi part of the day.
 */
const DATES = Array.from({ length: 12 }, (_, i) =>
  // Hours 0, 2, 4 … 22: midnight, रात, सुबह, दोपहर (noon), शाम, रात again.
  monthsFromToday(i + 1, i * 2, i % 2 === 0 ? 5 : 45),
);

test.describe('the moving date as the page writes it', () => {
  // A phone set to US English, on the US west coast: the note is still written the Indian way.
  test.use({ locale: 'en-US', timezoneId: 'America/Los_Angeles' });

  test('in English, every month and both halves of the day', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    for (const when of DATES) {
      await form.time.fill(when.value);
      await expect(form.time).toHaveAccessibleDescription(`Moving on ${when.text}`);
    }
  });

  test('in Hindi, every month and every part of the day', async ({ page }) => {
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/form');
    for (const when of DATES) {
      await form.time.fill(when.value);
      await expect(form.time).toHaveAccessibleDescription(`शिफ्टिंग: ${when.hindi}`);
    }
  });

  test('the chat message writes September as "Sep", from a Hindi page too', async ({ page }) => {
    const september = DATES.find((when) => when.value.slice(5, 7) === '09')!;
    const form = new QuoteFormPage(page, 'hi');
    await form.stubWhatsApp();
    await form.goto('/hi/form');
    await form.fill({
      from: 'पुणे',
      to: 'दिल्ली',
      phone: '98765 00000',
      time: september.value,
      service: 'Home Shifting',
    });
    const popup = page.waitForEvent('popup');
    await form.submit.click();
    const text = new URL((await popup).url()).searchParams.get('text') ?? '';
    expect(text.split('\n')).toContain(`Time: ${september.text}`);
    expect(september.text).toMatch(/ Sep \d{4}, /);
  });
});

test('a page built by Node writes its date the same way', async ({ page }) => {
  await page.goto('/privacy-policy');
  const [year, month, day] = privacyUpdated.split('-').map(Number) as [number, number, number];
  await expect(page.locator(`time[datetime="${privacyUpdated}"]`)).toHaveText(
    `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`,
  );
});
