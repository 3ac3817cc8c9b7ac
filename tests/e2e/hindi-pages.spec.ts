import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { OUT, SITE } from '../export/export';
import { pageAssets } from '../../scripts/js-bytes.cjs';
import { site } from '../../content/site';

/**
 * The Hindi rate card and fraud page (issue 17), against the built export: Hindi documents with
 * the English pages' numbers, linked both ways with hreflang, a checker that answers in Hindi,
 * no more JavaScript than the English twins, and no axe violations.
 */
const CHARGES = { en: '/packers-and-movers-charges', hi: '/hi/packers-and-movers-charges' };
const BEWARE = { en: '/beaware', hi: '/hi/beaware' };

/** The alternate links of the document in the page, by hreflang. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((els) =>
      els.map((el) => [el.getAttribute('hreflang')!, el.getAttribute('href')!] as const),
    );
  return Object.fromEntries(links);
}

async function expectLinkedBothWays(page: Page, pair: { en: string; hi: string }) {
  for (const [lang, p] of [
    ['en-IN', pair.en],
    ['hi-IN', pair.hi],
  ] as const) {
    await page.goto(p);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', SITE + p);
    expect(await alternates(page), p).toEqual({
      'en-IN': SITE + pair.en,
      'hi-IN': SITE + pair.hi,
      'ta-IN': SITE + pair.hi.replace(/^\/hi/, '/ta'),
      'x-default': SITE + pair.en,
    });
  }
}

/**
 * The ₹ amounts of every rate table of a page, in reading order: their text, not their rendered
 * text, which is empty for a table below the fold not yet laid out (content-visibility).
 */
async function rateCells(page: Page, p: string): Promise<string[]> {
  await page.goto(p);
  return page.locator('.rate-table tbody td').allTextContents();
}

test.describe('/hi/packers-and-movers-charges', () => {
  test('is a Hindi document with the English page’s rates', async ({ page }) => {
    const en = await rateCells(page, CHARGES.en);
    const hi = await rateCells(page, CHARGES.hi);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveText('पैकर्स एंड मूवर्स के चार्ज');
    expect(en.length).toBe(5 * 7 + 2 * 7 + 3 * 3); // home sizes, vehicles, offices
    for (const cell of hi) expect(cell).toMatch(/^₹[\d,]+$/);
    expect(hi).toEqual(en);

    const home = page.getByRole('table', { name: /घर की शिफ्टिंग का कुल खर्च/ });
    await expect(home.locator('thead th')).toHaveText([
      'घर का साइज',
      'लोकल (उसी शहर में)',
      '100 किमी तक',
      '101–500 किमी',
      '501–1,000 किमी',
      '1,001–1,500 किमी',
      '1,501–2,000 किमी',
      '2,000 किमी से ज्यादा',
    ]);
    await expect(home.locator('tbody th').last()).toHaveText('4 BHK या ज्यादा');
    await expect(page.locator('#extras li').first()).toContainText('सीढ़ियों से ढुलाई (लिफ्ट न हो तो)');
  });

  test('links to the Hindi quote form and fraud page, and both ways with hreflang', async ({
    page,
  }) => {
    await page.goto(CHARGES.hi);
    await expect(page.getByRole('link', { name: 'अपना मुफ्त अनुमान पाएं' })).toHaveAttribute(
      'href',
      '/hi/form',
    );
    await expect(page.getByRole('link', { name: 'नकली मूवर्स को कैसे पहचानें' })).toHaveAttribute(
      'href',
      '/hi/beaware',
    );
    const crumbs = page.getByRole('navigation', { name: 'आप यहां हैं' });
    await expect(crumbs.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
    await expectLinkedBothWays(page, CHARGES);
  });
});

test.describe('/hi/beaware', () => {
  async function check(page: Page, value: string) {
    await page.getByLabel('फोन नंबर, वेबसाइट, ईमेल या UPI ID जांचें').fill(value);
    await page.getByRole('button', { name: 'जांचें', exact: true }).click();
    return page.locator('#checker [role="status"]');
  }

  test('the checker answers in Hindi', async ({ page }) => {
    await page.goto(BEWARE.hi);
    await waitForHydration(page, 'form[aria-label="संपर्क जांचें"]');
    await expect(page.locator('main h1')).toHaveText('ऑनलाइन धोखाधड़ी से सावधान');

    for (const format of ['+91 98765 43210', '098765-43210']) {
      const answer = await check(page, format);
      await expect(answer).toContainText(`${format} ${site.brand} का आधिकारिक फोन नंबर है।`);
      await expect(answer).toContainText('आप आगे बढ़ सकते हैं');
    }

    let answer = await check(page, '+91 91234 56789');
    await expect(answer).toContainText('का आधिकारिक फोन नंबर नहीं है।');
    await expect(answer).toContainText('कोई पैसा न दें');
    await expect(answer).toContainText(site.phones.sales);

    answer = await check(page, 'shift-ease.example/book-now');
    await expect(answer).toContainText(`${site.brand} की आधिकारिक वेबसाइट नहीं है।`);
    await expect(answer).toContainText('यह हमारे पते shiftease.example जैसी दिखती है');
    await expect(answer.locator('li').first()).toHaveText(
      'किसी लिंक से जाने के बजाय हमारा पता shiftease.example खुद टाइप करें।',
    );

    answer = await check(page, '😀🚚📦');
    await expect(answer).toContainText('हम 😀🚚📦 को फोन नंबर, वेबसाइट, ईमेल पता, UPI ID या GSTIN');
    await expect(answer).toContainText('नहीं पहचान पाए।');

    answer = await check(page, '');
    await expect(answer).toContainText('जांचने के लिए कोई फोन नंबर');
    await expect(answer).not.toContainText(/official|could not|Paste/);
  });

  test('has the five tips, three linking to the checker, and is linked both ways', async ({
    page,
  }) => {
    await page.goto(BEWARE.hi);
    await expect(page.locator('#tips ol > li')).toHaveCount(5);
    await expect(page.locator('#tips a[href="#checker"]')).toHaveCount(3);
    await expect(page.locator('#tips a[href="#checker"]').first()).toHaveText(
      'हमारे चेकर से कोई नंबर, वेबसाइट या UPI ID जांचें',
    );
    const blog = page.locator('main a[href="/blog#spot-fake-movers"]');
    await expect(blog).toHaveAttribute('hreflang', 'en-IN');
    await expect(blog).toContainText('(English)');
    await expectLinkedBothWays(page, BEWARE);
  });
});

test.describe('Hindi pages, like their English twins', () => {
  /** Whether a script holds a text, written as it is or with \u escapes (as minifiers may). */
  const holds = (code: string, text: string) =>
    code.includes(text) ||
    code
      .toLowerCase()
      .includes(
        text
          .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
          .toLowerCase(),
      );

  test('load no more JavaScript than the English page, and no checker words in it', () => {
    for (const pair of [CHARGES, BEWARE]) {
      const [en, hi] = [pair.en, pair.hi].map((p) => pageAssets(OUT, `${p.slice(1)}.html`));
      expect(hi!.js, `${pair.hi}: ${hi!.js} B, ${pair.en}: ${en!.js} B`).toBeLessThanOrEqual(
        en!.js,
      );
    }
    // The checker's sentences come with the page (its HTML), in its language only.
    for (const file of ['beaware.html', 'hi/beaware.html']) {
      const code = pageAssets(OUT, file)
        .scripts.map((s) => readFileSync(path.join(OUT, decodeURIComponent(s)), 'utf8'))
        .join('\n');
      for (const words of ['is not an official', 'National Cyber Crime', 'नहीं पहचान पाए']) {
        expect(holds(code, words), `${file} ships "${words}"`).toBe(false);
      }
      // No Hindi at all (not even a month name a shared helper carries), raw or escaped.
      const hindi = /[\u0900-\u097F]|\\u09[0-7][0-9a-f]/i.exec(code);
      expect(hindi && code.slice(hindi.index - 60, hindi.index + 60), file).toBeNull();
    }
    const hiHtml = readFileSync(path.join(OUT, 'hi/beaware.html'), 'utf8');
    expect(hiHtml).toContain('नहीं पहचान पाए');
    expect(hiHtml).not.toContain('could not recognise');
  });
});
