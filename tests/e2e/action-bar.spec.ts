import type { Page } from '@playwright/test';
import { expect, scrollToBottom, test } from './fixtures';
import { layoutText as en } from '../../content/layout-text';
import { layoutText as hi } from '../../content/hi/layout-text';
import { site } from '../../content/site';
import { telHref, whatsappHref } from '../../lib/links';

/**
 * Call, chat and quote from every page, covering nothing by construction
 * (components/layout/action-bar.tsx): below 1280 px a bar of three at the foot of the screen that
 * keeps its own room at the end of the page; from 1280 px a chat button in the right margin, beside
 * the content column.
 */
const PHONE = { width: 360, height: 740 };

const bar = (page: Page) => page.locator('[data-quick-actions="bar"]');
const floating = (page: Page) => page.locator('[data-quick-actions="chat"]');

const LANGS = [
  { lang: 'en', words: en, page: '/contactus', home: '/', form: '/form' },
  { lang: 'hi', words: hi, page: '/hi/beaware', home: '/hi', form: '/hi/form' },
] as const;

test.describe('on a phone, a bar of three quick actions', () => {
  test.use({ viewport: PHONE });

  for (const { lang, words, page: path, form } of LANGS) {
    test(`${lang}: Call, WhatsApp and Get quote, their links, thumb-sized, at the foot of the screen`, async ({
      page,
    }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: words.actions.name });
      await expect(nav).toBeVisible();
      await expect(floating(page)).toBeHidden();
      const links = nav.getByRole('link');
      await expect(links).toHaveText([
        words.actions.call,
        words.actions.whatsapp,
        words.actions.quote,
      ]);
      await expect(links.nth(0)).toHaveAttribute('href', telHref(site.phones.sales));
      // The chat link the floating button had: the business's number, greeting in this language.
      await expect(links.nth(1)).toHaveAttribute(
        'href',
        whatsappHref(site.whatsapp, words.chatGreeting),
      );
      await expect(links.nth(1)).toHaveAttribute('target', '_blank');
      await expect(links.nth(1)).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(links.nth(2)).toHaveAttribute('href', form);
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        expect(box.height, await link.innerText()).toBeGreaterThanOrEqual(48);
        expect(box.width, await link.innerText()).toBeGreaterThanOrEqual(48);
      }
      // Across the bottom of the screen, and still there once the page has scrolled.
      for (const y of [0, 1500]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        const box = (await nav.boundingBox())!;
        expect(Math.round(box.y + box.height), `scrolled to ${y}`).toBe(PHONE.height);
        expect(box.width).toBe(PHONE.width);
      }
    });
  }

  test('where the page shows the quote form, Get quote goes to its first field', async ({
    page,
  }) => {
    await page.goto('/form');
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    const quote = bar(page).getByRole('link', { name: en.actions.quote });
    await expect(quote).toHaveAttribute('href', '#quote-from');
    await quote.click();
    const from = page.locator('#quote-from');
    await expect(from).toBeFocused();
    const field = (await from.boundingBox())!;
    const actions = (await bar(page).boundingBox())!;
    expect(field.y).toBeGreaterThanOrEqual(0);
    expect(field.y + field.height).toBeLessThanOrEqual(actions.y);
  });

  for (const { lang, home } of LANGS) {
    test(`${lang}: at the end of the home page the footer's last link is above the bar, not under it`, async ({
      page,
    }) => {
      await page.goto(home);
      await scrollToBottom(page);
      const last = page.getByRole('contentinfo').getByRole('link').last();
      const link = (await last.boundingBox())!;
      const actions = (await bar(page).boundingBox())!;
      expect(Math.round(actions.y + actions.height)).toBe(PHONE.height);
      expect(link.y + link.height).toBeLessThanOrEqual(actions.y);
      // And it is the link that a tap there reaches.
      const hit = await last.evaluate((a) => {
        const r = a.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !!at && a.contains(at);
      });
      expect(hit).toBe(true);
    });
  }

  for (const { mode, viewport, css } of [
    { mode: '320 px, text at 200%', viewport: { width: 320, height: 740 }, css: '200%' },
    { mode: '360 px zoomed to 200%', viewport: { width: 180, height: 370 }, css: '' },
  ]) {
    test(`${mode}: every label fits its action, no word broken, in both languages`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      for (const { home } of LANGS) {
        await page.goto(home);
        if (css) await page.addStyleTag({ content: `html { font-size: ${css} !important; }` });
        const problems = await bar(page).evaluate((nav) => {
          const found: string[] = [];
          for (const a of nav.querySelectorAll('a')) {
            const r = a.getBoundingClientRect();
            if (r.width === 0) continue;
            if (a.scrollWidth > a.clientWidth + 1 || a.scrollHeight > a.clientHeight + 1)
              found.push(`${a.textContent} overflows its box`);
            const label = a.querySelector('span')!;
            const l = label.getBoundingClientRect();
            if (l.left < r.left - 1 || l.right > r.right + 1)
              found.push(`${a.textContent} sticks out`);
            const text = label.firstChild!;
            for (const m of (text.textContent ?? '').matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(text, m.index!);
              range.setEnd(text, m.index! + m[0].length);
              const tops = new Set([...range.getClientRects()].map((x) => Math.round(x.top)));
              if (tops.size > 1) found.push(`"${m[0]}" broken across lines`);
            }
          }
          return found;
        });
        expect(problems, home).toEqual([]);
      }
    });
  }
});

test.describe('on a wide screen, the chat button in the right margin', () => {
  for (const { lang, words, home } of LANGS) {
    test(`${lang}: at 1280 px no bar; the chat button beside the content column, never over it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(home);
      await expect(bar(page)).toBeHidden();
      const chat = page.getByRole('link', { name: words.chat, exact: true });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('href', whatsappHref(site.whatsapp, words.chatGreeting));
      await expect(chat).toHaveAttribute('target', '_blank');
      const box = (await chat.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      // Every content column's inner edge (a container less its padding) ends left of it.
      const columns = await page.evaluate(() =>
        [...document.querySelectorAll('.container')]
          .filter((c) => c.getBoundingClientRect().width > 0)
          .map(
            (c) => c.getBoundingClientRect().right - parseFloat(getComputedStyle(c).paddingRight),
          ),
      );
      expect(columns.length).toBeGreaterThan(5);
      expect(Math.max(...columns)).toBeLessThanOrEqual(box.x);
    });
  }

  test('one or the other at every width: the bar up to 1279 px, the button from 1280 px', async ({
    page,
  }) => {
    await page.goto('/about');
    for (const [width, shown, hidden] of [
      [768, bar, floating],
      [1279, bar, floating],
      [1280, floating, bar],
      [1600, floating, bar],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(shown(page), `${width} px`).toBeVisible();
      await expect(hidden(page), `${width} px`).toBeHidden();
    }
  });
});
