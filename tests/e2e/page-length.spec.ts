import { expect, test } from './fixtures';
import { walkedPages } from './city-sample';
import { homeServices } from '../../content/services';
import { heroSlides } from '../../content/home';
import { sixStepProcess } from '../../content/process';

/**
 * How long each page is on a 360 × 740 phone, footer included: the home page at most 12 screens,
 * every other page at most 14. A visitor reads to the end of a page that says each thing once.
 */
const SCREEN = { width: 360, height: 740 } as const;
const HOME_SCREENS = 12;
const PAGE_SCREENS = 14;

/**
 * Reference pages read by their table of contents, not to the end: the terms (a legal text, with
 * a contents list). /locations names states, not cities, and each state's page its own cities.
 */
const REFERENCE = new Set(['/terms-and-conditions']);

const paths = walkedPages().filter((p) => !REFERENCE.has(p));

test.describe('page length at 360 px', () => {
  test.use({ viewport: SCREEN });

  for (const path of paths) {
    const home = path === '/' || path === '/hi';
    const limit = home ? HOME_SCREENS : PAGE_SCREENS;
    test(`${path} is at most ${limit} screens`, async ({ page }) => {
      await page.goto(path);
      // Sections below the fold are laid out only near the viewport (content-visibility), at a
      // guessed height until then: scroll to the end one screen at a time, then measure.
      const height = await page.evaluate(async (step) => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
          window.scrollTo(0, y);
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        }
        return document.documentElement.scrollHeight;
      }, SCREEN.height);
      const screens = height / SCREEN.height;
      test.info().annotations.push({ type: 'screens', description: screens.toFixed(1) });
      expect(screens, `${path}: ${height} px`).toBeLessThanOrEqual(limit);
    });
  }
});

test.describe('the home page says each thing once', () => {
  for (const path of ['/', '/hi']) {
    test(`${path}: the footer's badges, slider and six steps live in the page's own sections`, async ({
      page,
    }) => {
      await page.goto(path);
      const footer = page.locator('footer.site-footer');
      await expect(footer.getByTestId('footer-highlights')).toHaveCount(0);
      await expect(footer.locator('.badges__item, .step-names li, .carousel')).toHaveCount(0);
      // The six steps by name inside the four, numbered on from one step to the next (1 to 6).
      const lists = page.locator('#process .steps__stages');
      await expect(lists.locator('li')).toHaveCount(sixStepProcess.length);
      const numbers = await lists.evaluateAll((ols) =>
        ols.flatMap((ol) => Array.from(ol.children, (_, i) => (ol as HTMLOListElement).start + i)),
      );
      expect(numbers).toEqual(sixStepProcess.map((_, i) => i + 1));
      // Every seal once: the certifications took in the badges.
      const seals = await page
        .locator('#certifications img')
        .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      expect(new Set(seals).size).toBe(seals.length);
    });
  }

  test('the hero speaks of what a visitor gets, the grid of the services', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#services article h3')).toHaveText(homeServices.map((s) => s.title));
    // No slide is named after a service: no word of four letters or more in common.
    const words = (text: string) => text.toLowerCase().match(/[a-z]{4,}/g) ?? [];
    const serviceWords = new Set(homeServices.flatMap((s) => words(s.title)));
    for (const slide of heroSlides) {
      expect(
        words(slide.title).filter((w) => serviceWords.has(w)),
        slide.title,
      ).toEqual([]);
    }
    await expect(page.locator('.hero .carousel__slide h2, .hero .carousel__slide h3')).toHaveText(
      heroSlides.map((s) => s.title),
    );
  });
});
