import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { decode, jsonLdNodes, OUT } from '../export/export';
import { site, yearsOfService } from '../../content/site';

/** Visible text of an exported page, roughly: tags out, scripts and JSON-LD out. */
const pageText = (html: string) =>
  decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/\s+/g, ' ');

const exported = readdirSync(OUT)
  .filter((f) => f.endsWith('.html'))
  .map((f) => ({ file: f, html: readFileSync(path.join(OUT, f), 'utf8') }));

test.describe('trust details', () => {
  test('every page says one thing about our years: N+ years and since the founding year', () => {
    const years = yearsOfService();
    let claims = 0;
    for (const { file, html } of exported) {
      const text = pageText(html);
      for (const m of text.matchAll(/\b(\d+)\+?\s+years?\b/gi)) {
        // "N years" of service, not "within 2 years" of something else: only N+ counts as a claim.
        if (!m[0].includes('+')) continue;
        claims++;
        expect(Number(m[1]), `${file}: "${m[0]}"`).toBe(years);
      }
      for (const m of text.matchAll(/\bsince (\d{4})\b/gi)) {
        claims++;
        expect(Number(m[1]), `${file}: "${m[0]}"`).toBe(site.foundedYear);
      }
    }
    expect(claims).toBeGreaterThan(100); // the footer says "since" on every page
  });

  test('the footer shows the GSTIN on every page, and the business carries it as taxID', async ({
    page,
  }) => {
    // The menu overlay (/menu) and the owner's inbox (/admin) are the pages without the site
    // footer.
    const withFooter = exported.filter(({ html }) => html.includes('<footer'));
    expect(
      exported
        .filter(({ html }) => !html.includes('<footer'))
        .map(({ file }) => file)
        .sort(),
    ).toEqual(['admin.html', 'menu.html']);
    for (const { file, html } of withFooter) {
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
      expect(footer, file).toContain(site.gstin);
    }
    const business = jsonLdNodes(readFileSync(path.join(OUT, 'index.html'), 'utf8')).find(
      (n) => n['@type'] === 'MovingCompany' && String(n['@id']).endsWith('/#business'),
    );
    expect(business?.taxID).toBe(site.gstin);
    await page.goto('/contactus');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo').getByText(site.gstin)).toBeVisible();
  });
});

test.describe('finish', () => {
  test('an opened blog post keeps its picture in shape at 1280 and 360 px', async ({ page }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/blog');
      const card = page.locator('.blog-card').first();
      await card.locator('.blog-card__toggle').click();
      await expect(card).toHaveClass(/is-open/);
      const img = card.locator('.blog-card__img');
      const box = (await img.boundingBox())!;
      const cardBox = (await card.boundingBox())!;
      expect(cardBox.height).toBeGreaterThan(box.height * 2); // the post is long; the picture is not
      expect(box.width / box.height, `${width} px`).toBeCloseTo(400 / 250, 1);
    }
  });

  test('a rate table too wide for a phone says it scrolls, and scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/packers-and-movers-charges');
    const first = page.locator('.table-scroll').first();
    await expect(first.locator('.table-scroll__hint')).toBeVisible();
    const wrap = first.getByRole('region', { name: 'Home shifting rates' });
    const [scroll, client] = await wrap.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scroll).toBeGreaterThan(client);
    await wrap.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => wrap.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(first.locator('.table-scroll__hint')).toBeHidden();
  });
});
