import { expect, test } from './fixtures';

/**
 * The place fields as the WAI-ARIA combobox pattern has them: the arrow keys move through every
 * suggestion and the highlighted one is always in sight, the count is said in the page's
 * language, and keys that compose a word belong to the input method.
 */

const field = (page: import('@playwright/test').Page, name: string | RegExp) =>
  page.getByRole('combobox', { name });

/** Whether the option the field points at lies inside the list's visible box. */
async function activeInSight(
  page: import('@playwright/test').Page,
  input: ReturnType<typeof field>,
) {
  const id = await input.getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  return page.evaluate((optionId) => {
    const option = document.getElementById(optionId)!;
    const list = option.closest('[role="listbox"]')!;
    const o = option.getBoundingClientRect();
    const l = list.getBoundingClientRect();
    return o.top >= l.top - 1 && o.bottom <= l.bottom + 1;
  }, id!);
}

test('ArrowDown goes through every suggestion, each in sight, and wraps to the first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/form');
  const from = field(page, 'Moving From');
  await from.fill('nagar');
  const options = page
    .getByRole('listbox', { name: 'Moving From suggestions' })
    .getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThanOrEqual(7); // more than the list shows at once
  await expect(page.getByRole('status').filter({ hasText: /suggestion/ })).toHaveText(
    `${count} suggestions`,
  );
  for (let i = 0; i < count; i++) {
    await from.press('ArrowDown');
    await expect(options.nth(i)).toHaveAttribute('aria-selected', 'true');
    expect(await activeInSight(page, from), `option ${i + 1} of ${count} in sight`).toBe(true);
  }
  await from.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  expect(await activeInSight(page, from)).toBe(true);
  // And back up from the first to the last.
  await from.press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  expect(await activeInSight(page, from)).toBe(true);
});

test('the count is said in Hindi on a Hindi page', async ({ page }) => {
  await page.goto('/hi/form');
  const from = field(page, 'कहां से');
  await from.fill('नगर');
  const options = page.getByRole('listbox', { name: "'कहां से' के सुझाव" }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  await expect(page.getByRole('status').filter({ hasText: /सुझाव/ })).toHaveText(`${count} सुझाव`);
});

test('keys that compose a word do nothing to the suggestions', async ({ page }) => {
  await page.goto('/form');
  const from = field(page, 'Moving From');
  await from.fill('wak');
  const list = page.getByRole('listbox', { name: 'Moving From suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  const compose = (key: string) =>
    from.evaluate((input, k) => {
      // What an input method sends while a word is being composed (isComposing, keyCode 229).
      input.dispatchEvent(
        new KeyboardEvent('keydown', { key: k, keyCode: 229, isComposing: true, bubbles: true }),
      );
    }, key);
  await compose('ArrowDown');
  await expect(from).not.toHaveAttribute('aria-activedescendant');
  await from.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await compose('Enter');
  await expect(from).toHaveValue('wak');
  await expect(list).toBeVisible();
  await from.press('Enter');
  await expect(from).not.toHaveValue('wak');
});
