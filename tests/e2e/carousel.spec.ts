import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const hero = (page: Page) => page.getByRole('region', { name: 'Why families move with us' });

async function currentSlide(carousel: Locator): Promise<number> {
  const label = await carousel
    .getByRole('button', { name: /^Go to slide/ })
    .and(carousel.locator('[aria-current="true"]'))
    .getAttribute('aria-label');
  return Number(label?.replace('Go to slide ', ''));
}

async function expectSlide(carousel: Locator, n: number) {
  await expect(carousel.getByRole('button', { name: `Go to slide ${n}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect.poll(() => currentSlide(carousel)).toBe(n);
  // The visible slide is the only one exposed to assistive technology.
  await expect(carousel.getByRole('group')).toHaveCount(1);
  await expect(carousel.getByRole('group')).toHaveAccessibleName(`${n} of 5`);
}

/** Fake timers that move only when the test says so, then load the page and wait for React. */
async function openWithFrozenClock(page: Page, path = '/') {
  const start = new Date('2026-11-21T10:00:00+05:30');
  await page.clock.install({ time: start });
  // The installed clock keeps running until paused: pause a little ahead so it is never "the past".
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto(path);
  await waitForHydration(page, '.carousel__dot');
  // Keep the pointer away so hover-pause does not interfere.
  await page.mouse.move(0, 0);
}

/** Move focus out of the carousel (focus inside pauses it). */
async function leave(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('carousel', () => {
  test.beforeEach(async ({ page }) => {
    await openWithFrozenClock(page);
  });

  test('advances every 5 seconds and wraps to the first slide', async ({ page }) => {
    const c = hero(page);
    await expectSlide(c, 1);
    await page.clock.runFor(4_900);
    await expectSlide(c, 1);
    await page.clock.runFor(200);
    await expectSlide(c, 2);
    for (const n of [3, 4, 5, 1]) {
      await page.clock.runFor(5_000);
      await expectSlide(c, n);
    }
  });

  test('arrows wrap both ways and a manual change restarts the timer', async ({ page }) => {
    const c = hero(page);
    await c.getByRole('button', { name: 'Previous slide' }).click();
    await expectSlide(c, 5);
    await c.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(c, 1);
    await leave(page);
    await page.clock.runFor(3_000);
    await c.getByRole('button', { name: 'Next slide' }).click();
    await leave(page);
    await expectSlide(c, 2);
    await page.clock.runFor(3_000);
    await expectSlide(c, 2); // would be 3 had the timer not restarted
    await page.clock.runFor(2_100);
    await expectSlide(c, 3);
  });

  test('dots jump to their slide', async ({ page }) => {
    const c = hero(page);
    await c.getByRole('button', { name: 'Go to slide 4' }).click();
    await expectSlide(c, 4);
    await c.getByRole('button', { name: 'Go to slide 2' }).click();
    await expectSlide(c, 2);
  });

  test('the pause button stops and restarts the slideshow', async ({ page }) => {
    const c = hero(page);
    await c.getByRole('button', { name: 'Pause slideshow' }).click();
    await leave(page);
    await page.clock.runFor(12_000);
    await expectSlide(c, 1);
    await c.getByRole('button', { name: 'Play slideshow' }).click();
    await leave(page);
    await page.clock.runFor(5_100);
    await expectSlide(c, 2);
  });

  test('pauses while hovered', async ({ page }) => {
    const c = hero(page);
    await c.hover();
    await page.clock.runFor(11_000);
    await expectSlide(c, 1);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expectSlide(c, 2);
  });
});

test.describe('carousel under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('stays still and offers Play', async ({ page }) => {
    await openWithFrozenClock(page);
    const c = hero(page);
    await expect(c.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expectSlide(c, 1);
    await c.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(c, 2);
  });
});
