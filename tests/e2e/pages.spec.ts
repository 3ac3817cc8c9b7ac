import { expect, fixedRoutes, test, waitForHydration } from './fixtures';
import { QuoteFormPage } from './pages/quote-form';
import { yearsOfService } from '../../content/site';

test.describe('home', () => {
  test('has 5 hero slides, 6 service cards, 10 branches, 4 certifications and 4 steps', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Why families move with us' });
    await expect(hero.locator('.carousel__slide')).toHaveCount(5);
    await expect(hero.locator('.carousel__slide a', { hasText: 'Get Free Quote' })).toHaveCount(5);
    for (const href of await hero
      .locator('.carousel__slide a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      expect(href).toBe('/form');
    }
    const services = page.locator('#services article');
    await expect(services).toHaveCount(6);
    const paths = await services
      .locator('a.card__cta')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(paths).toEqual([
      '/household',
      '/office',
      '/vehicle',
      '/household',
      '/office',
      '/warehouse',
    ]);
    const branches = page.locator('#branches article');
    await expect(branches).toHaveCount(10);
    await expect(branches.locator('h3')).toHaveText([
      'Chennai',
      'Coimbatore',
      'Bangalore',
      'Madurai',
      'Trichy',
      'Delhi NCR',
      'Agra',
      'Jaipur',
      'Hyderabad',
      'Mathura',
    ]);
    // The four certifications, then the footer's badges that add a claim (the footer under the
    // home page does not repeat them).
    await expect(page.locator('#certifications li h3')).toHaveText([
      'ISO 9001:2015',
      '5-Star Ratings',
      'Registered Trademark',
      `${yearsOfService()}+ Years of Trust`,
      'Verified Mover',
      'Transit Insurance',
    ]);
    await expect(page.locator('#process .steps__item h3')).toHaveText([
      'Book Your Move',
      'Packing and Loading',
      'Transportation Service',
      'Unloading and Unpacking',
    ]);
  });

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

  test('section headings alternate colour every 3 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const heading = page.locator('#services .section__title');
    const first = await heading.evaluate((el) => getComputedStyle(el).color);
    await page.clock.runFor(3_100);
    await expect.poll(() => heading.evaluate((el) => getComputedStyle(el).color)).not.toBe(first);
    await page.clock.runFor(3_000);
    await expect.poll(() => heading.evaluate((el) => getComputedStyle(el).color)).toBe(first);
  });
});

test.describe('home under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('headings keep their colour', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const heading = page.locator('#services .section__title');
    const first = await heading.evaluate((el) => getComputedStyle(el).color);
    await page.clock.runFor(3_100);
    await page.waitForTimeout(200);
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe(first);
  });
});

test.describe('content pages', () => {
  test('/about has values, the six steps, a five-slide carousel and trust badges', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Who We Are' })).toBeVisible();
    await expect(page.locator('#values li')).toHaveCount(4);
    await expect(page.locator('#process .steps__item')).toHaveCount(6);
    const carousel = page.getByRole('region', { name: 'About our company' });
    await expect(carousel.locator('.carousel__slide')).toHaveCount(5);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(page.locator('#trust .badges__item')).toHaveCount(4);
  });

  test('/whychoose has six credentials, four steps and the consultation button', async ({
    page,
  }) => {
    await page.goto('/whychoose');
    await expect(page.locator('#credentials li')).toHaveCount(6);
    await expect(page.locator('#how-it-works li')).toHaveCount(4);
    await expect(page.locator('#process .steps__item')).toHaveCount(6);
    await expect(page.locator('#values li')).toHaveCount(4);
    await expect(
      page.getByRole('link', { name: 'Book Your Free Consultation Now!' }),
    ).toHaveAttribute('href', '/form');
  });

  test('/ourservices has the six service cards with their calls to action', async ({ page }) => {
    await page.goto('/ourservices');
    const cards = page.locator('main article');
    // Right under the page's h1, the cards' headings are h2 (the W3C checker's heading order).
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
      'Home Shifting',
      'Office Relocation',
      'Vehicle Transportation',
      'Packing Services',
      'Warehouse Storage',
      'Intercity & Outstation Moving',
    ]);
    const paths = await cards
      .locator('a.card__cta')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(paths).toEqual([
      '/household',
      '/office',
      '/vehicle',
      '/ourservices',
      '/warehouse',
      '/household',
    ]);
    for (const card of await cards.all())
      expect(await card.locator('.ticks li').count()).toBeGreaterThanOrEqual(3);
  });

  for (const path of ['/household', '/office', '/vehicle']) {
    test(`${path} has bullets, a six-image gallery, a why-us list and a quote button`, async ({
      page,
    }) => {
      await page.goto(path);
      expect(await page.locator('#overview .ticks li').count()).toBeGreaterThanOrEqual(5);
      await expect(page.locator('#gallery figure')).toHaveCount(6);
      expect(await page.locator('#why-us li').count()).toBeGreaterThanOrEqual(4);
      const quote = page.locator('main a[href="/form"].btn').first();
      await expect(quote).toBeVisible();
    });
  }

  test('/warehouse has benefits, six photos, why-choose and Request Storage Quote', async ({
    page,
  }) => {
    await page.goto('/warehouse');
    expect(await page.locator('#benefits li').count()).toBeGreaterThanOrEqual(4);
    await expect(page.locator('#photos figure')).toHaveCount(6);
    expect(await page.locator('#why li').count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('link', { name: 'Request Storage Quote' })).toHaveAttribute(
      'href',
      '/form',
    );
  });

  test('/gallery has four sections of six captioned figures; captions show on hover', async ({
    page,
  }) => {
    await page.goto('/gallery');
    const sections = page.locator('main section.section');
    await expect(sections.locator('h2')).toHaveText([
      'Household',
      'Office',
      'Vehicle Transport',
      'Warehouse and Storage',
    ]);
    await expect(page.locator('main figure')).toHaveCount(24);
    await expect(page.locator('main figure figcaption')).toHaveCount(24);
    for (const caption of await page.locator('main figcaption').allTextContents())
      expect(caption.trim()).not.toBe('');
    const figure = page.locator('main figure').first();
    await figure.scrollIntoViewIfNeeded();
    const caption = figure.locator('figcaption');
    const hiddenBox = await caption.boundingBox();
    const figBox = await figure.boundingBox();
    expect(hiddenBox!.y).toBeGreaterThanOrEqual(figBox!.y + figBox!.height - 2);
    await figure.hover();
    await expect
      .poll(async () => (await caption.boundingBox())!.y)
      .toBeLessThan(figBox!.y + figBox!.height - 10);
    // Screen readers always get the caption as the figure's name.
    await expect(page.getByRole('figure').first()).toHaveAccessibleName(/.+/);
  });

  test('/terms-and-conditions has the 14 sections, India law, 18+ and 30 days', async ({
    page,
  }) => {
    await page.goto('/terms-and-conditions');
    await expect(page.locator('.legal__section')).toHaveCount(14);
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/laws of India/i);
    expect(text).toMatch(/at least 18 years/i);
    expect(text).toMatch(/30 days/);
  });

  test('/privacy-policy is a DPDP Act notice with a grievance officer and the Board', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/Digital Personal Data Protection Act, 2023/);
    expect(text).toMatch(/Grievance Officer/);
    expect(text).toMatch(/Data Protection Board of India/);
    expect(text).toMatch(/WhatsApp/);
    expect(text).toMatch(/EmailJS/);
  });

  test('/packagematerial has nine pictures and eleven materials', async ({ page }) => {
    await page.goto('/packagematerial');
    await expect(page.locator('#pictures figure')).toHaveCount(9);
    await expect(page.locator('#materials article')).toHaveCount(11);
    await expect(page.locator('#materials h3')).toContainText([
      'Cardboard Boxes',
      'Bubble Wrap',
      'Sutli',
      'Corrugated Sheet',
    ]);
  });

  test('/review has five home-shifting reviews rated 4 or 5, office, about and happy customers', async ({
    page,
  }) => {
    await page.goto('/review');
    const reviews = page.locator('#home-shifting article');
    await expect(reviews).toHaveCount(5);
    for (const label of await reviews
      .getByRole('img')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
      expect(label).toMatch(/^Rated [45] out of 5$/);
    }
    await expect(reviews.locator('time')).toHaveCount(5);
    await expect(page.locator('#office-shifting')).toBeVisible();
    await expect(page.locator('#about-reviews')).toBeVisible();
    await expect(page.locator('#happy-customers .stats__item')).toHaveCount(4);
  });

  test('/beaware has the five numbered tips', async ({ page }) => {
    await page.goto('/beaware');
    const tips = page.locator('#tips ol > li');
    await expect(tips).toHaveCount(5);
    await expect(tips.locator('.features__num')).toHaveText(['01', '02', '03', '04', '05']);
    await expect(tips.first()).toContainText(/GST/);
  });

  test('/mainbranches lists every branch with phone, hours and its city page', async ({ page }) => {
    await page.goto('/mainbranches');
    await expect(page.locator('main article')).toHaveCount(6);
    await expect(page.locator('main article').first()).toContainText('Registered & Head Office');
    await expect(page.locator('main article a[href^="tel:"]')).toHaveCount(6);
    await expect(
      page.locator('main article a.card__cta[href="/packers-movers-in-chennai"]'),
    ).toHaveCount(1);
    // Each city is served by one office, the one its city page names (lib/city-relation.ts).
    const agra = page.locator('#branch-agra');
    const serves = agra.locator('.branch-item__serves');
    await expect(serves.filter({ hasText: /^Runs moves in:/ })).toContainText('Mathura');
    // Many cities reached by a travelling crew are counted by state, each state linking to its
    // page of cities (a list of each would grow with every city added); a few are named.
    const far = serves.filter({ hasText: /^Sends a travelling crew to:/ });
    await expect(far).toContainText(/\d+ cities in .*Rajasthan \(\d+\)/);
    await expect(far.getByRole('link', { name: 'Rajasthan' })).toHaveAttribute(
      'href',
      '/locations/rajasthan',
    );
    await expect(page.locator('#branch-bangalore .branch-item__serves').last()).toContainText(
      'Mysore',
    );
  });

  test('/workprocess explains the six steps', async ({ page }) => {
    await page.goto('/workprocess');
    await expect(page.locator('.timeline__item')).toHaveCount(6);
    await expect(page.locator('.timeline__facts').first()).toContainText('What you do');
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
      const hidden = await page.locator('main [data-reveal="pending"]').count();
      expect(hidden, `${path}: content hidden waiting for a script`).toBe(0);
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

test.describe('reveal on scroll', () => {
  test('content below the fold animates in once it is scrolled into view', async ({ page }) => {
    await page.goto('/');
    const far = page.locator('#process .section__head');
    await expect(far).toHaveAttribute('data-reveal', 'pending');
    // Content above the fold is never hidden.
    expect(await page.locator('.home-top [data-reveal="pending"]').count()).toBe(0);
    // Scrolled to as a visitor scrolls, until it is in view: the sections above it are laid out
    // as they come near (content-visibility), which can move it back below the fold once.
    await expect(async () => {
      await far.scrollIntoViewIfNeeded();
      await expect(far).toHaveAttribute('data-reveal', 'in', { timeout: 1_000 });
    }).toPass();
    await expect(far).toHaveCSS('opacity', '1');
  });
});

test.describe('reveal under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing is hidden or animated', async ({ page }) => {
    await page.goto('/');
    await page.waitForTimeout(500);
    expect(await page.locator('[data-reveal]').count()).toBe(0);
  });
});
