import { expect, test } from './fixtures';
import { site } from '../../content/site';
import { domainOf } from '../../lib/official-site';
import { proofs } from '../../content/proofs';

/**
 * Trust signals that survive a check (issue 37; docs/product.md#trust-that-survives-a-check): the
 * rating leads to the listing its reviews are on, a badge to its proof or to nothing, our website
 * is one domain on every page, and a city without an office says who comes.
 */

test.describe('trust signals, as a visitor sees them', () => {
  test('a badge without a proof does not look like a link; the rating does', async ({ page }) => {
    await page.goto('/ourservices');
    const badges = page.locator('footer .badges');
    const rating = badges.getByRole('link', { name: new RegExp(`${site.rating.count} reviews`) });
    await expect(rating).toHaveAttribute('href', proofs.ratingListing);
    await expect(rating).toHaveCSS('cursor', 'pointer');
    expect(await rating.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
      'underline',
    );
    const plain = badges.getByText('Verified Mover', { exact: true });
    await expect(plain).toBeVisible();
    expect(await plain.evaluate((el) => el.closest('a, [role="link"]'))).toBeNull();
    await expect(plain).toHaveCSS('cursor', 'auto');
    expect(await plain.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
  });

  test('the checker calls a look-alike of our one domain a look-alike of it', async ({ page }) => {
    await page.goto('/beaware');
    const domain = domainOf(site.defaultUrl);
    const field = page.getByLabel('Check a phone number, website, e-mail or UPI ID');
    await expect(field).toHaveAttribute(
      'placeholder',
      new RegExp(`${domain.replace('.', '\\.')}$`),
    );
    await field.fill(`https://${domain.replace('ease', '-ease')}/pay`);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is not an official' })).toContainText(
      `looks like our address ${domain}`,
    );
  });
});
