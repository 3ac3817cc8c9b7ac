import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CITY_SAMPLE, walkedPages } from './city-sample';
import { engineProblems, HTMLCS_SOURCE } from './htmlcs';
import { audit, LAY_OUT_ALL } from './layout-audit';
import { PHONE, screenLimit } from './page-length';
import { LOGO_WIDTHS, logoBox, logoProblems } from './header-logo';

/**
 * One walk per page: every walked page (tests/e2e/city-sample.ts), /menu and the 404 pages of
 * both languages are loaded once, at 320 px, then widened step by step, as a visitor turns a
 * phone or widens a window. At each width, once the page has settled, every check of that width:
 *
 * - the layout audit (tests/e2e/layout-audit.ts) at 320, 360, 768, 1024 and 1280 px;
 * - the page's length at 360 × 740 (tests/e2e/page-length.ts), with every section laid out;
 * - the header logo's box, the home page's at 360, 1024 and 1280 px (tests/e2e/header-logo.ts);
 * - at 1280 px, the accessibility engines: axe (WCAG 2.2 AA) and HTML_CodeSniffer (WCAG 2 AA),
 *   with the check that every ID reference names an element (tests/e2e/htmlcs.ts).
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
/** The audit's and the logo's window height; the length uses a phone's. */
const HEIGHT = 800;
const SCREEN = PHONE.height;

/**
 * The walked pages are every URL of the sitemap but the city and state pages, which share two
 * templates: of those a fixed sample (long names, metros, a small town, both languages). Not in
 * the sitemap: the menu page, and 404 pages (logo bug).
 */
const MORE = ['/menu', '/this-page-does-not-exist', '/hi/this-page-does-not-exist'];
const paths = [...walkedPages(), ...MORE];

/**
 * Resizes the window, back at the top of the page, and lets two frames pass for the new width to
 * be laid out and seen by the page's scripts.
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
  walk.use({ reducedMotion: 'reduce', viewport: { width: WIDTHS[0], height: HEIGHT } });

  walk('walks both languages, the city sample, /menu and the 404 pages', () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const p of ['/', '/form', '/about', '/review', '/hi', '/hi/form', '/hi/beaware', ...MORE])
      expect(paths).toContain(p);
    for (const p of ['/hi/packers-and-movers-charges', '/hi/packers-movers-in-delhi'])
      expect(paths).toContain(p);
    for (const city of CITY_SAMPLE) expect(paths).toContain(city);
  });

  for (const path of paths) {
    walk(path, async ({ page, homeLogo }) => {
      walk.setTimeout(120_000);
      const problems: string[] = [];
      const note = (width: number, check: string, found: string[]) =>
        problems.push(...found.map((f) => `${width} px, ${check}: ${f}`));
      // HTML_CodeSniffer into the page, before its own scripts (and outside its CSP).
      await page.addInitScript(HTMLCS_SOURCE);
      await page.goto(path);
      // Every section laid out from here on, for every check at every width (the header, which
      // the logo's box is in, is always laid out).
      await page.addStyleTag({ content: LAY_OUT_ALL });
      for (const width of WIDTHS) {
        await resize(page, { width, height: HEIGHT });
        if ((LOGO_WIDTHS as readonly number[]).includes(width))
          note(width, 'logo', logoProblems(width, await logoBox(page), homeLogo[width] ?? null));
        note(width, 'layout', await page.evaluate(audit));

        // The length: sections below the fold are laid out only near the screen
        // (content-visibility), at a guessed height until then; laid out all at once, the page's
        // height is its real one, with no need to scroll through it.
        const limit = width === PHONE.width ? screenLimit(path) : undefined;
        if (limit !== undefined) {
          await resize(page, { width, height: SCREEN });
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          const screens = height / SCREEN;
          walk.info().annotations.push({ type: 'screens', description: screens.toFixed(1) });
          if (screens > limit)
            note(width, 'length', [
              `${screens.toFixed(1)} screens of ${SCREEN} px (${height} px), over ${limit}`,
            ]);
        }
      }
      note(WIDTHS.at(-1)!, 'accessibility', await engineProblems(page, path));
      expect(problems).toEqual([]);
    });
  }
});
