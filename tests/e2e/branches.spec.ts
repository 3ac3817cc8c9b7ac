import { expect, test } from './fixtures';
import { branches } from '../../content/site';

/**
 * Branches as places in the structured data (issue 15): one MovingCompany per branch office on
 * /mainbranches and on its city's page, part of the business, with an @id that names the
 * branch's entry on /mainbranches.
 */
const offices = branches.filter((b) => !('isHeadOffice' in b));

test('a branch @id opens /mainbranches at that branch', async ({ page }) => {
  const agra = offices.find((b) => b.city === 'Agra')!;
  await page.goto('/mainbranches#branch-agra');
  const entry = page.locator('#branch-agra');
  await expect(entry).toContainText(agra.label);
  await expect(entry).toContainText(agra.phone);
  await expect(entry).toBeInViewport();
});
