import { expect, test } from './fixtures';
import { site } from '../../content/site';

test.describe('header', () => {
  test('has every item at desktop width', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header).toHaveCSS('position', 'sticky');
    await expect(header.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(header.getByRole('link', { name: 'Our Service Locations' })).toHaveAttribute(
      'href',
      '/locations',
    );
    await expect(header.getByRole('link', { name: site.phones.sales })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    // The home page shows the quote's first questions: the header's link goes to them
    // (header-early.spec.ts); on other pages it opens /form.
    await expect(header.getByRole('link', { name: 'Request a Quote' })).toHaveAttribute(
      'href',
      '#quote-from',
    );
    await expect(header.getByRole('link', { name: /^Menu/ })).toHaveAttribute('href', '/menu');
    await expect(header.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Beware of Online Frauds' })).toHaveAttribute(
      'href',
      '/beaware',
    );
    await expect(header.getByRole('link', { name: 'Become a Branch Partner' })).toHaveAttribute(
      'href',
      '/becameoneofus',
    );
    await expect(
      header.locator('.topbar').getByText(`Since ${site.foundedYear} at your service`),
    ).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Services', '/ourservices'],
      ['About Us', '/about'],
      ['Locations', '/locations'],
      ['Contact', '/contactus'],
    ] as const) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    // Every link item above is visible at this width.
    for (const link of await header.getByRole('link').all()) {
      if ((await link.textContent())?.includes('Skip to content')) continue;
      if (await link.evaluate((el) => !!el.closest('[hidden]'))) continue;
      await expect(link).toBeVisible();
    }
  });

  test('mobile menu toggles, adds gallery and reviews, and closes on a link', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileNav.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'Reviews' })).toBeVisible();
    // A modal dialog now (menu.spec.ts): the page behind, toggle included, is out of reach.
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileNav).toBeHidden();
    await toggle.click();
    await mobileNav.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Work in Pictures');
    await expect(mobileNav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('no horizontal scrolling at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/', '/about', '/menu', '/packers-movers-in-chennai']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('floating chat button', () => {
  test('opens a WhatsApp chat in a new tab, safely', async ({ page }) => {
    await page.goto('/contactus');
    const chat = page.getByRole('link', { name: 'Chat on WhatsApp' }).last();
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210/);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('footer', () => {
  test('has every part in the order of the spec', async ({ page }) => {
    await page.goto('/household');
    const footer = page.locator('footer.site-footer');
    const parts = [
      footer.getByRole('heading', { name: /trusted by families/i }),
      footer.getByRole('region', { name: 'Service highlights' }),
      footer.getByRole('heading', { name: /six steps/i }),
      footer.getByRole('navigation', { name: /service cities/i }),
      footer.getByRole('navigation', { name: 'Services' }),
      footer.getByRole('navigation', { name: 'Quick Links' }),
      footer.getByRole('heading', { name: 'Registered Office' }),
      footer.getByRole('link', { name: /Facebook/ }),
      footer.getByRole('link', { name: 'Privacy Policy' }),
      footer.getByText(/© \d{4} .+ All rights reserved\. Website by/),
    ];
    const order: number[] = [];
    for (const part of parts) {
      await expect(part).toHaveCount(1);
      await expect(part).toBeVisible();
      order.push(
        await part.evaluate((el) => Array.from(document.querySelectorAll('*')).indexOf(el)),
      );
    }
    // Document order as docs/product.md#header-footer-and-menu lists the parts, except that the
    // copyright line precedes the legal links.
    for (let i = 1; i < 9; i++) expect(order[i], `part ${i}`).toBeGreaterThan(order[i - 1]!);
    await expect(footer.locator('.badges__item')).toHaveCount(4);
    await expect(footer.locator('.step-names li')).toHaveCount(6);
    await expect(footer.getByRole('link', { name: 'How each step works' })).toHaveAttribute(
      'href',
      '/workprocess',
    );
    await expect(
      footer.getByRole('region', { name: 'Service highlights' }).locator('.carousel__slide'),
    ).toHaveCount(5);
    await expect(
      footer.getByRole('navigation', { name: 'Services' }).getByRole('link'),
    ).toHaveCount(4);
    await expect(
      footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link'),
    ).toHaveCount(9);
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(footer.getByRole('link', { name: /YouTube/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(footer.locator('address')).toContainText('Chennai');
  });

  test('is absent on /menu', async ({ page }) => {
    await page.goto('/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await expect(page.locator('footer')).toHaveCount(0);
  });

  test('skips the badges, slider and process on /about but keeps the rest', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer.site-footer');
    await expect(footer).toHaveCount(1);
    await expect(footer.getByRole('region', { name: 'Service highlights' })).toHaveCount(0);
    await expect(footer.getByRole('heading', { name: /six steps/i })).toHaveCount(0);
    await expect(footer.getByRole('heading', { name: /trusted by families/i })).toHaveCount(0);
    await expect(footer.getByRole('navigation', { name: /service cities/i })).toBeVisible();
  });

  test('navigating from a scrolled footer lands at the top of the new page', async ({ page }) => {
    await page.goto('/household');
    const link = page.locator('footer').getByRole('link', { name: 'Gallery' });
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await link.click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('menu overlay', () => {
  test('choosing a link navigates to the top of the page and leaves the overlay', async ({
    page,
  }) => {
    await page.goto('/menu');
    await expect(page.getByRole('navigation', { name: 'Quick Access' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'About Company' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a Free Quote' })).toHaveAttribute(
      'href',
      '/form',
    );
    await page
      .getByRole('navigation', { name: 'Our Services' })
      .getByRole('link', { name: 'Office Relocation' })
      .click();
    await expect(page).toHaveURL(/\/office$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Close menu returns home', async ({ page }) => {
    await page.goto('/menu');
    await page.getByRole('button', { name: 'Close menu' }).click();
    // A form whose action is home, so it works without the page's scripts: its query is empty.
    await expect(page).toHaveURL(/\/\??$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Packers and Movers You Can Trust, Across India',
    );
  });
});
