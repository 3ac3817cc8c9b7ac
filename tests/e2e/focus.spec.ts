import type { Page } from '@playwright/test';
import { expect, scrollToBottom, test, waitForHydration } from './fixtures';

/**
 * Nothing stuck to the screen hides what the visitor is working with (issue 16): the sticky
 * header at the top and, at the bottom, the bar of quick actions (below 1280 px) or the chat
 * button in the right margin (components/layout/action-bar.tsx). WCAG 2.2 SC 2.4.11 (Focus Not
 * Obscured, Minimum) asks that a focused control is never entirely hidden by them; the fix (html
 * scroll-padding; technique C43) keeps the focused control's centre clear of both, which is
 * checked too.
 */

const SIZES = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

/** Tab stops walked per page: every page here has fewer, so the walk ends when focus wraps. */
const MAX_TABS = 220;
/** Then Shift+Tab from the top of the page: the footer's last controls, scrolled to from below. */
const BACK_TABS = 40;

type Stop = { wrapped: true } | { name: string; hidden: boolean; centreHidden: boolean } | null;

/** The focused element against the header and the quick actions shown (null: one of those has focus). */
function focusStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return { wrapped: true };
    const header = document.querySelector('header.site-header');
    const chat = [...document.querySelectorAll('[data-quick-actions]')].find(
      (a) => a.getBoundingClientRect().height > 0,
    );
    if (!header || !chat) throw new Error('no header or quick actions');
    if (header.contains(el) || chat.contains(el)) return null;
    const r = el.getBoundingClientRect();
    const h = header.getBoundingClientRect();
    const c = chat.getBoundingClientRect();
    // The part of the box on the screen and below the header.
    const top = Math.max(r.top, 0, h.bottom);
    const bottom = Math.min(r.bottom, window.innerHeight);
    const left = Math.max(r.left, 0);
    const right = Math.min(r.right, window.innerWidth);
    const offScreen = bottom <= top || right <= left;
    const underChat = left >= c.left && right <= c.right && top >= c.top && bottom <= c.bottom;
    const x = (r.left + r.right) / 2;
    const y = (r.top + r.bottom) / 2;
    const centreHidden =
      y < h.bottom ||
      y > window.innerHeight ||
      x < 0 ||
      x > window.innerWidth ||
      (x >= c.left && x <= c.right && y >= c.top && y <= c.bottom);
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return {
      name: `${el.tagName.toLowerCase()} "${name}"`,
      hidden: offScreen || underChat,
      centreHidden,
    };
  });
}

/** Presses `key` until focus wraps to the page or `max` times; returns the stops it hid. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', max: number) {
  const hidden: string[] = [];
  const partly: string[] = [];
  let stops = 0;
  for (let i = 0; stops < max && i <= max; i++) {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    // Once a walk has wrapped, focus may sit outside the page (the browser's own controls): the
    // next walk's first press can only bring it back, so it is not an end.
    if (stop && 'wrapped' in stop && i === 0) continue;
    if (stop && 'wrapped' in stop) break;
    stops++;
    if (!stop) continue;
    if (stop.hidden) hidden.push(`${key} ${i + 1}: ${stop.name}`);
    else if (stop.centreHidden) partly.push(`${key} ${i + 1}: ${stop.name}`);
  }
  return { stops, hidden, partly };
}

for (const size of SIZES) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    for (const path of ['/', '/form', '/packers-movers-in-pune']) {
      test(`${path}: no focused control is hidden by the header or the quick actions`, async ({
        page,
      }) => {
        test.slow(); // a few hundred key presses
        await page.goto(path);
        await waitForHydration(page, '.mobile-nav__toggle');
        const forward = await walk(page, 'Tab', MAX_TABS);
        expect(forward.stops, 'Tab reached the end of the page').toBeGreaterThan(60);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        const back = await walk(page, 'Shift+Tab', BACK_TABS);
        expect(back.stops).toBe(BACK_TABS);
        // SC 2.4.11: never entirely hidden.
        expect([...forward.hidden, ...back.hidden]).toEqual([]);
        // And better than the minimum: the middle of the control is in sight.
        expect([...forward.partly, ...back.partly]).toEqual([]);
      });
    }

    test('the footer’s last links can be clicked at the bottom of the page', async ({ page }) => {
      for (const [name, url] of [
        ['Privacy Policy', /\/privacy-policy$/],
        ['Terms & Conditions', /\/terms-and-conditions$/],
      ] as const) {
        await page.goto('/');
        await scrollToBottom(page);
        const link = page.locator('footer').getByRole('link', { name, exact: true });
        const centre = await link.evaluate(async (a) => {
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const r = a.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          const hit = document.elementFromPoint(x, y);
          return { x, y, onTop: !!hit && a.contains(hit) };
        });
        expect(centre.onTop, `${name} is under something at the bottom of the page`).toBe(true);
        // A real click at that point, as a finger or a mouse would give it.
        await page.mouse.click(centre.x, centre.y);
        await expect(page).toHaveURL(url);
      }
    });

    test('on /menu, which has no footer, the last links are clear at the bottom', async ({
      page,
    }) => {
      await page.goto('/menu');
      await scrollToBottom(page);
      const covered = await page.locator('main').evaluate(async (main) => {
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        return Array.from(main.querySelectorAll('a[href], button'))
          .slice(-4)
          .filter((el) => {
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return !hit || !el.contains(hit);
          })
          .map((el) => el.getAttribute('aria-label') ?? el.textContent);
      });
      expect(covered).toEqual([]);
    });
  });
}
