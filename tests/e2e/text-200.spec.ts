import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, waitForHydration } from './fixtures';
import { LAY_OUT_ALL } from './layout-audit';
import { QuoteFormPage } from './pages/quote-form';

/**
 * Text at 200% on a 360 px phone (WCAG 1.4.4 Resize Text, 1.4.10 Reflow), in both ways a visitor
 * gets it:
 * - browser zoom at 200%: every CSS pixel is two device pixels, so the page is laid out in a
 *   viewport of 180 CSS px (media queries see 180 px). Emulated exactly: a 180 px viewport drawn
 *   at device scale factor 2, which is what a 360 px phone at 200% zoom renders.
 * - the text-size setting (Android Chrome's text scaling, a desktop browser's font size): the
 *   viewport stays 360 px and the root font size doubles, so everything sized in rem or em grows
 *   and media queries do not change. Emulated with `html { font-size: 200% }`.
 * On every page type: no header control cut or pushed off the screen, no sideways scrolling, and
 * no ordinary word broken across two lines in the header, headings, buttons, labels, the
 * estimate and the item list.
 */

const MODES = [
  { mode: 'zoom', viewport: { width: 180, height: 370 }, deviceScaleFactor: 2, css: '' },
  {
    mode: 'text',
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 1,
    css: 'html { font-size: 200% !important; }',
  },
] as const;

/** One of each page type; the quote form is also opened to its estimate and item list. */
const PAGES = [
  '/',
  '/packers-movers-in-pune',
  '/form',
  '/contactus',
  '/beaware',
  '/becameoneofus',
  '/menu',
  '/hi/packers-movers-in-pune',
  '/blog',
  '/locations',
  '/packers-and-movers-charges',
];

/** Where words must stay whole: the header, the page's title, buttons, labels, estimate and item lines. */
const WORD_SCOPE = [
  'header.site-header',
  'main h1',
  '.btn',
  'button',
  'label',
  'legend',
  '.estimate',
  '.items-panel',
].join(', ');

/** The rest of the page: its section headings, held to the same bar by the whole-page test. */
const PAGE_WORD_SCOPE = 'main :is(h2, h3, h4)';

/**
 * Runs in the page: what is cut, off the screen or broken, as readable lines. `whole`: the page
 * as a whole must not scroll sideways; otherwise the header must not.
 */
function findProblems({ scope, whole }: { scope: string; whole: boolean }): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const vw = root.clientWidth;
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).join('.')}> "${(
      el.getAttribute('aria-label') ??
      el.textContent ??
      ''
    )
      .trim()
      .slice(0, 30)}"`;
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };

  // 1. Nothing makes the page (or the header) scroll sideways: the body clips it, the viewport
  // still counts it.
  const header = document.querySelector('header.site-header')!;
  if (whole && root.scrollWidth > root.clientWidth) {
    problems.push(`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`);
    // Name the outermost boxes that reach past the edge (not those inside a box that scrolls or
    // clips sideways, such as a wide table's scroll box), so the message says what to fix.
    const inScroller = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    let named = 0;
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.right <= vw + 0.5 || r.width === 0 || named >= 3) continue;
      if (el.closest('.visually-hidden, .skip-link') || inScroller(el)) continue;
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > vw + 0.5) continue;
      problems.push(`reaches ${Math.round(r.right)} px: ${name(el)}`);
      named++;
    }
    // Text can overflow a box that itself fits (a word wider than its column).
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = texts.nextNode(); n && named < 6; n = texts.nextNode()) {
      const parent = n.parentElement!;
      if (parent.getBoundingClientRect().right > vw + 0.5 || inScroller(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const right = Math.max(...[...range.getClientRects()].map((r) => r.right));
      if (right > vw + 0.5 && !parent.closest('.visually-hidden, .skip-link')) {
        problems.push(`text reaches ${Math.round(right)} px: ${name(parent)}`);
        named++;
      }
    }
  }
  if (header.scrollWidth > header.clientWidth || header.getBoundingClientRect().right > vw + 0.5) {
    problems.push(`the header is ${header.scrollWidth} px wide in a ${vw} px viewport`);
  }

  // 2. Every header control is whole and on the screen.
  for (const el of document.querySelectorAll('header.site-header :is(a[href], button)')) {
    if (el.matches('.skip-link') || el.closest('dialog') || !shown(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.left < -0.5 || r.right > vw + 0.5 || r.top < -0.5) {
      problems.push(`off the screen (${Math.round(r.left)}..${Math.round(r.right)}): ${name(el)}`);
    }
    if (el.scrollWidth > el.clientWidth + 1) {
      problems.push(`cut (${el.scrollWidth} px in ${el.clientWidth}): ${name(el)}`);
    }
  }

  // 3. No word split across lines: a word whose boxes sit on two lines is broken. Hyphens and
  // slashes may end a line; a text hidden for screen readers only is drawn a letter a line.
  const seen = new Set<Node>();
  for (const el of document.querySelectorAll(scope)) {
    // The honeypot field (.hp) is drawn off the screen for bots only.
    if (!shown(el) || el.closest('.visually-hidden, .hp, [aria-hidden="true"]')) continue;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (seen.has(n)) continue;
      seen.add(n);
      if (n.parentElement?.closest('.visually-hidden')) continue;
      const text = n.textContent ?? '';
      // An e-mail address, a web address or a file name is one long token, not an ordinary word:
      // it may wrap anywhere when it is wider than the screen (overflow-wrap: break-word), so
      // tokens with '@', '/' or a '.' inside are not held to the rule.
      for (const token of text.matchAll(/\S+/g)) {
        if (/@|\/|\.(?=\S)/.test(token[0])) continue;
        for (const m of token[0].matchAll(/[^\-–—]+/g)) {
          const start = token.index + m.index;
          const range = document.createRange();
          range.setStart(n, start);
          range.setEnd(n, start + m[0].length);
          const tops = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) problems.push(`"${m[0]}" broken across lines in ${name(el)}`);
        }
      }
    }
  }
  return problems;
}

/** On the quote form: an estimate (size picked) and the item list open, with "Double bed". */
async function openEstimateAndItems(page: Page, lang: 'en' | 'hi') {
  const form = new QuoteFormPage(page, lang);
  await form.waitUntilLive();
  await form.fill({ from: 'Pune', to: 'Mumbai' });
  await form.service.selectOption({ index: 1 });
  await page.locator('select[name="size"]').selectOption({ index: 3 });
  await expect(page.locator('.estimate__range')).toBeVisible();
  await page.locator('.item-list__toggle').click();
  await expect(page.locator('.items-panel .count').first()).toBeVisible();
}

const SHOTS = path.resolve(__dirname, '../../.shots');

for (const { mode, viewport, deviceScaleFactor, css } of MODES) {
  test.describe(`text at 200% by ${mode === 'zoom' ? 'browser zoom' : 'text size'}`, () => {
    test.use({ viewport, deviceScaleFactor });

    for (const pagePath of PAGES) {
      // One load, both checks: the header as first seen (words whole in its controls, the
      // title, buttons, labels, the estimate and the item list), then the page body (cards,
      // badges, tables and forms fit 180 px by zoom; no section heading breaks a word).
      test(`${pagePath}: header whole, the page reflows, no word broken`, async ({ page }) => {
        await page.goto(pagePath);
        await waitForHydration(page, '.mobile-nav__toggle');
        if (css) await page.addStyleTag({ content: css });
        await page.addStyleTag({ content: LAY_OUT_ALL });
        if (pagePath === '/form') await openEstimateAndItems(page, 'en');
        if (pagePath.startsWith('/hi/packers-movers-in-')) {
          await openEstimateAndItems(page, 'hi');
        }
        // The header at the top, as a visitor first sees it.
        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await page.evaluate(findProblems, { scope: WORD_SCOPE, whole: false })).toEqual([]);
        expect(
          await page.evaluate(findProblems, { scope: PAGE_WORD_SCOPE, whole: true }),
          'the whole page',
        ).toEqual([]);
        if (process.env.SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          const file = `${mode}-${pagePath.slice(1).replace(/\//g, '_') || 'home'}.png`;
          await page.screenshot({ path: path.join(SHOTS, file) });
          if (pagePath === '/form' || pagePath.startsWith('/hi/packers')) {
            await page.locator('.estimate').scrollIntoViewIfNeeded();
            await page.screenshot({
              path: path.join(SHOTS, file.replace('.png', '-estimate.png')),
            });
            await page.locator('.items-panel').scrollIntoViewIfNeeded();
            await page.screenshot({ path: path.join(SHOTS, file.replace('.png', '-items.png')) });
          }
        }
      });
    }
  });
}

/**
 * A tablet and a desktop at 200%: 384 CSS px by zoom, or 768 and 1280 px with doubled text. The
 * header hides what does not fit by its own width in rem, so larger text hides it sooner; the
 * navigation is always there, the main navigation or the menu button, never both or neither.
 */
const WIDE_MODES = [
  { mode: 'zoom', viewport: { width: 384, height: 512 }, deviceScaleFactor: 2, css: '' },
  { mode: 'text', viewport: { width: 768, height: 1024 }, deviceScaleFactor: 1, css: MODES[1].css },
  { mode: 'text', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, css: MODES[1].css },
] as const;

for (const { mode, viewport, deviceScaleFactor, css } of WIDE_MODES) {
  const how = mode === 'zoom' ? 'browser zoom' : 'text size';
  test.describe(`a ${viewport.width * (mode === 'zoom' ? 2 : 1)} px screen, text at 200% by ${how}`, () => {
    test.use({ viewport, deviceScaleFactor });

    test('/: the header and its navigation fit', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page, '.mobile-nav__toggle');
      if (css) await page.addStyleTag({ content: css });
      expect(
        await page.evaluate(findProblems, { scope: 'header.site-header', whole: true }),
      ).toEqual([]);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const menu = page.locator('.mobile-nav__toggle');
      expect([await nav.isVisible(), await menu.isVisible()].filter(Boolean)).toHaveLength(1);
    });
  });
}
