import { expect, test } from './fixtures';
import { homeServices } from '../../content/services';
import { heroSlides } from '../../content/home';
import { sixStepProcess } from '../../content/process';

/**
 * The home page says each thing once, which keeps it within its length on a phone (at most 12
 * screens at 360 × 740: tests/e2e/page-length.ts, measured by tests/e2e/walk.spec.ts).
 */

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
