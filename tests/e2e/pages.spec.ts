import { expect, fixedRoutes, test, waitForHydration } from './fixtures';
import { QuoteFormPage } from './pages/quote-form';

test.describe('home', () => {
  test('a branch card sets Moving From and opens the quote form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get a quote from Coimbatore' }).click();
    await expect(page).toHaveURL(/\/form\?from=Coimbatore$/);
    const form = new QuoteFormPage(page);
    await form.waitUntilLive();
    await expect(form.from).toHaveValue('Coimbatore');
    await expect(page.locator('#quote-intro')).toHaveText(
      'Trusted Packers and Movers in Coimbatore',
    );
  });

  test('a multi-word branch is accepted by the form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get a quote from Delhi NCR' }).click();
    const form = new QuoteFormPage(page);
    await form.waitUntilLive();
    await expect(form.from).toHaveValue('Delhi NCR');
    await page.waitForTimeout(900);
    await expect(form.errors).toHaveText('');
  });

  test('section headings alternate colour every 3 seconds, and between flips the page runs no animation', async ({
    page,
  }) => {
    // The page's clock is the test's: each 3 s passes at once (the colour's fade runs in real time).
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page, '.alt-headings');
    const heading = page.locator('#services .section__title');
    // On screen: sections out of sight are not laid out, nor their fades run (content-visibility).
    await heading.scrollIntoViewIfNeeded();
    const color = () => heading.evaluate((el) => getComputedStyle(el).color);
    const first = await color();
    await page.clock.runFor(3_000);
    await expect.poll(color).not.toBe(first);
    // Once the fade has ended, nothing runs on the page's clock until the next flip: an open page
    // costs a phone no work (an endless animation has the page restyled at every frame). The
    // reveals run on the scroll's timeline, and only as the page scrolls.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((a) => a.timeline === document.timeline)
            .map((a) => (a instanceof CSSAnimation ? a.animationName : a.constructor.name)),
        ),
      )
      .toEqual([]);
    await page.clock.runFor(3_000);
    await expect.poll(color).toBe(first);
  });
});

test.describe('home under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('headings keep their colour', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await waitForHydration(page, '.alt-headings');
    const heading = page.locator('#services .section__title');
    const first = await heading.evaluate((el) => getComputedStyle(el).color);
    await page.clock.runFor(6_100);
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe(first);
  });
});

test.describe('content pages', () => {
  test('/about: the five-slide carousel goes back from the first slide to the last', async ({
    page,
  }) => {
    await page.goto('/about');
    const carousel = page.getByRole('region', { name: 'About our company' });
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('/gallery: a caption shows over the foot of its picture, and names its figure for screen readers', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const figure = page.locator('main figure').first();
    await figure.scrollIntoViewIfNeeded();
    const caption = figure.locator('figcaption');
    await expect(caption).toBeVisible();
    const imageBox = (await figure.locator('img').boundingBox())!;
    const captionBox = (await caption.boundingBox())!;
    expect(captionBox.y).toBeGreaterThan(imageBox.y);
    const gap = imageBox.y + imageBox.height - (captionBox.y + captionBox.height);
    expect(Math.abs(gap)).toBeLessThan(2);
    // Screen readers always get the caption as the figure's name.
    await expect(page.getByRole('figure').first()).toHaveAccessibleName(/.+/);
  });

  test('/becameoneofus Clear empties all five fields', async ({ page }) => {
    await page.goto('/becameoneofus');
    const form = page.getByRole('form', { name: 'Partner enquiry' });
    await waitForHydration(page, 'form[aria-label="Partner enquiry"]');
    const fields = ['Full Name', 'Email Address', 'Phone Number', 'City', 'Your Message'];
    for (const name of fields) await form.getByLabel(name).fill(`x ${name}`);
    await expect(form.getByLabel('Your Message')).toHaveAttribute('rows', '2');
    await form.getByRole('button', { name: 'Clear' }).click();
    for (const name of fields) await expect(form.getByLabel(name)).toHaveValue('');
  });
});

test.describe('blog', () => {
  test('five cards expand and collapse, one open at a time', async ({ page }) => {
    await page.goto('/blog');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(5);
    await waitForHydration(page, '.blog-card__toggle');
    const toggles = cards.locator('button[aria-expanded]');
    await expect(toggles).toHaveCount(5);
    const full = (i: number) => cards.nth(i).locator('.blog-card__full');
    await expect(full(0)).toBeHidden();
    await toggles.nth(0).click();
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(full(0)).toBeVisible();
    await toggles.nth(2).click();
    await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggles.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(full(0)).toBeHidden();
    await toggles.nth(2).click();
    await expect(toggles.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.blog-card__full:visible')).toHaveCount(0);
    for (const card of await cards.all()) {
      await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(card.locator('img')).toHaveAttribute('alt', /.+/);
    }
    await expect(page.getByRole('link', { name: 'View All Blogs' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every page reads in full', async ({ page }) => {
    test.slow(); // 24 pages one after another: close to the default limit on a busy machine.
    for (const path of fixedRoutes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
    await page.goto('/blog');
    await expect(page.locator('.blog-card__full').first()).toBeVisible();
    await expect(page.locator('.blog-card__full').nth(4)).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Menu: all pages' })).toBeVisible();
  });
});

test.describe('images', () => {
  test('an image that fails to load shows the placeholder instead', async ({ page }) => {
    await page.route('**/art/service-office.svg', (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.goto('/ourservices');
    const img = page.locator('main article img').nth(1);
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('src', '/art/placeholder.svg');
    await expect(img).toHaveAttribute('alt', /.+/);
    // The placeholder is a new download: under load it may still be on its way when the
    // attribute changes, so wait for it to arrive (a placeholder that fails stays at width 0).
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), {
        message: 'the placeholder itself loads',
      })
      .toBeGreaterThan(0);
  });

  test('every image has its size set, so nothing shifts', async ({ page }) => {
    for (const path of ['/', '/gallery', '/packagematerial', '/blog']) {
      await page.goto(path);
      const unsized = await page
        .locator('main img, footer img')
        .evaluateAll(
          (imgs) =>
            imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).length,
        );
      expect(unsized, path).toBe(0);
    }
  });
});

/** In place: no translate, or its end value. */
const moved = (t: string) => t !== 'none' && t !== '0px';

/** The `translate` of each `.reveal` block (app/globals.css) that `keep` picks. */
const offsets = (page: import('@playwright/test').Page, keep = 'all' as 'all' | 'first screen') =>
  page
    .locator('.reveal')
    .evaluateAll(
      (els, keep) =>
        els
          .filter((el) => keep === 'all' || el.getBoundingClientRect().top < innerHeight - 120)
          .map((el) => getComputedStyle(el).translate),
      keep,
    );

for (const javaScriptEnabled of [true, false]) {
  test.describe(`reveal on scroll, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    test('content below the fold rises into place as it is scrolled into view', async ({
      page,
    }) => {
      // What the first screen shows is in place, and nothing is ever faded.
      await page.goto('/ourservices');
      const shown = await offsets(page, 'first screen');
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter(moved)).toEqual([]);
      await page.goto('/');
      const far = page.locator('#process .section__head');
      await expect(far).toHaveCSS('translate', '0px 24px');
      await expect(far).toHaveCSS('opacity', '1');
      // Scrolled to as a visitor scrolls, until it is in view: the sections above it are laid out
      // as they come near (content-visibility), which can move it back below the fold once.
      await expect(async () => {
        await far.scrollIntoViewIfNeeded();
        await expect(far).toHaveCSS('translate', /^(none|0px)$/, { timeout: 1_000 });
      }).toPass();
    });
  });
}

test.describe('reveal under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing is hidden or animated', async ({ page }) => {
    await page.goto('/');
    expect((await offsets(page)).filter(moved)).toEqual([]);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});
