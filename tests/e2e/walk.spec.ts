import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { walkedPages } from './city-sample';
import { audit, LAY_OUT_ALL } from './layout-audit';
import { scrollWalk } from './chat-cover';
import { PHONE, screenLimit } from './page-length';
import { LOGO_WIDTHS, logoBox, logoProblems } from './header-logo';

/**
 * One walk per page: every walked page (tests/e2e/city-sample.ts), /menu and the 404 pages of
 * both languages are loaded once, at 320 px, then widened step by step, as a visitor turns a
 * phone or widens a window. At each width, once the page has settled, every check of that width:
 *
 * - the layout audit (tests/e2e/layout-audit.ts) at 320, 360, 768, 1024 and 1280 px;
 * - the chat button at rest covers nothing, scrolled a screen at a time to the end
 *   (tests/e2e/chat-cover.ts) at 320, 360 and 768 px, 740 px high;
 * - the page's length at 360 × 740 (tests/e2e/page-length.ts), from the same scroll;
 * - the header logo's box, the home page's at 360, 1024 and 1280 px (tests/e2e/header-logo.ts).
 *
 * One test per page, so both workers share the walk; each says every problem it found, by width
 * and check.
 *
 * A page widened after its load is laid out as one loaded at that width, as a visitor who turns
 * the phone sees it, with two differences of state, not of layout: the pictures scrolled past at
 * the narrower widths have loaded (lazy pictures not yet loaded can be narrower in a flex row),
 * and a font that came too late for the first paint (font-display: optional) is used for text laid
 * out afresh. Under reduced motion the page lengths are those measured without it.
 */
const WIDTHS = [320, 360, 768, 1024, 1280] as const;
const CHAT_WIDTHS: readonly number[] = [320, 360, 768];
/** The audit's and the logo's window height; the chat button and the length use a phone's. */
const HEIGHT = 800;
const SCREEN = PHONE.height;

/** Not in the sitemap, so not walked elsewhere: the menu page, and 404 pages (logo bug). */
const MORE = ['/menu', '/this-page-does-not-exist', '/hi/this-page-does-not-exist'];
const paths = [...walkedPages(), ...MORE];

/**
 * Resizes the window, back at the top of the page, and lets two frames pass for the new width to
 * be laid out and seen by the page's scripts. (The chat walk waits for the button itself.)
 */
async function resize(page: Page, size: { width: number; height: number }) {
  const now = page.viewportSize();
  if (now?.width !== size.width || now.height !== size.height) await page.setViewportSize(size);
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

const walk = test.extend<object, { homeLogo: Record<number, string | null> }>({
  // The home page's logo box at each width, loaded afresh at that width, once per worker.
  homeLogo: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const boxes: Record<number, string | null> = {};
      for (const width of LOGO_WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto('/');
        boxes[width] = await logoBox(page);
      }
      await context.close();
      await use(boxes);
    },
    { scope: 'worker' },
  ],
});

walk.describe('one walk per page at 320, 360, 768, 1024 and 1280 px', () => {
  // No glide: the chat button is where it settles as soon as it has measured.
  walk.use({ reducedMotion: 'reduce', viewport: { width: WIDTHS[0], height: HEIGHT } });

  walk('walks both languages, /menu and the 404 pages', () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const p of ['/', '/form', '/about', '/hi', '/hi/form', ...MORE])
      expect(paths).toContain(p);
  });

  for (const path of paths) {
    walk(path, async ({ page, homeLogo }) => {
      walk.setTimeout(120_000);
      const problems: string[] = [];
      const note = (width: number, check: string, found: string[]) =>
        problems.push(...found.map((f) => `${width} px, ${check}: ${f}`));
      await page.goto(path);
      // The chat button moves once its code is in (lib/keep-clear-dom.ts); until then it is a link.
      await page.locator('.wa-float[data-keep-clear]').waitFor({ state: 'attached' });
      for (const width of WIDTHS) {
        await resize(page, { width, height: HEIGHT });
        if ((LOGO_WIDTHS as readonly number[]).includes(width))
          note(width, 'logo', logoProblems(width, await logoBox(page), homeLogo[width] ?? null));
        const style = await page.addStyleTag({ content: LAY_OUT_ALL });
        note(width, 'layout', await page.evaluate(audit));
        await style.evaluate((el) => (el as Element).remove());

        const chat = CHAT_WIDTHS.includes(width);
        const limit = width === PHONE.width ? screenLimit(path) : undefined;
        if (!chat && limit === undefined) continue;
        await resize(page, { width, height: SCREEN });
        const scrolled = await scrollWalk(page, { height: SCREEN, chat });
        note(width, 'the chat button covers', scrolled.covered);
        if (limit !== undefined) {
          const screens = scrolled.height / SCREEN;
          walk.info().annotations.push({ type: 'screens', description: screens.toFixed(1) });
          if (screens > limit)
            note(width, 'length', [
              `${screens.toFixed(1)} screens of ${SCREEN} px (${scrolled.height} px), over ${limit}`,
            ]);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
