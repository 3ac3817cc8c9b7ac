import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { MapStubs } from './pages/map-picker';

/**
 * Words for what the hand does follow the visitor's main pointer: "Tap" and "Swipe" on a touch
 * screen, "Click" and "Scroll" with a mouse, in both languages. The map picker chooses in the
 * browser (it renders only there); static pages choose with CSS, so the HTML is the same for all.
 */
const POINTERS = {
  mouse: {
    use: { viewport: { width: 1280, height: 800 } },
    // What a mouse user must not be told.
    wrong: /\b(tap|swipe)|टैप|स्वाइप/i,
  },
  touch: {
    use: { hasTouch: true, isMobile: true, viewport: { width: 360, height: 740 } },
    wrong: /\bclick|क्लिक/i,
  },
} as const;

const PICKER = {
  en: {
    path: '/form',
    button: 'Choose Moving From on map',
    help: { mouse: 'Click the map', touch: 'Tap the map' },
  },
  hi: {
    path: '/hi/form',
    button: "'कहां से' नक्शे पर चुनें",
    help: { mouse: 'नक्शे पर क्लिक करें', touch: 'नक्शे पर टैप करें' },
  },
} as const;

const CHARGES = {
  en: {
    path: '/packers-and-movers-charges',
    hint: { mouse: 'Scroll sideways', touch: 'Swipe sideways' },
  },
  hi: {
    path: '/hi/packers-and-movers-charges',
    hint: { mouse: 'दाएं-बाएं स्क्रॉल करें', touch: 'दाएं-बाएं स्वाइप करें' },
  },
} as const;

/** The text the visitor sees (innerText: nothing hidden by CSS), every section laid out. */
async function seenText(page: Page): Promise<string> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return page.locator('body').innerText();
}

for (const [pointer, { use, wrong }] of Object.entries(POINTERS)) {
  test.describe(`with a ${pointer}`, () => {
    test.use(use);

    for (const [lang, picker] of Object.entries(PICKER)) {
      test(`the map picker says "${picker.help[pointer as keyof typeof picker.help]}" (${lang})`, async ({
        page,
      }) => {
        await new MapStubs(page).install();
        await page.goto(picker.path);
        await waitForHydration(page, `button[aria-label="${picker.button}"]`);
        await page.getByRole('button', { name: picker.button }).click();
        const help = page.getByRole('dialog').locator('.map-picker__help');
        await expect(help).toContainText(picker.help[pointer as keyof typeof picker.help]);
        expect(await help.innerText()).not.toMatch(wrong);
      });
    }

    for (const [lang, charges] of Object.entries(CHARGES)) {
      test(`the rate tables' hint says "${charges.hint[pointer as keyof typeof charges.hint]}" (${lang})`, async ({
        page,
      }) => {
        // Narrow enough for the tables to scroll, so the hint shows.
        await page.setViewportSize({ width: 600, height: 800 });
        await page.goto(charges.path);
        const hint = page.locator('.table-scroll__hint').first();
        await expect(hint).toBeVisible();
        expect(await hint.innerText()).toContain(
          charges.hint[pointer as keyof typeof charges.hint],
        );
        expect(await hint.innerText()).not.toMatch(wrong);
      });
    }

    test('no page names the other pointer’s action', async ({ page }) => {
      // A dozen pages, each loaded in full through Cloudflare's local runtime.
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const path of [
        '/',
        '/form',
        '/beaware',
        '/packers-and-movers-charges',
        '/hi',
        '/hi/form',
        '/hi/beaware',
        '/hi/packers-and-movers-charges',
      ]) {
        await page.goto(path);
        const text = await seenText(page);
        for (const m of text.matchAll(
          new RegExp(`[^\\n]{0,40}(${wrong.source})[^\\n]{0,40}`, 'gi'),
        ))
          found.push(`${path}: …${m[0]}…`);
      }
      // The checker's advice on a look-alike website, in both languages.
      for (const [path, label, button] of [
        ['/beaware', 'Check a phone number, website, e-mail or UPI ID', 'Check'],
        ['/hi/beaware', 'फोन नंबर, वेबसाइट, ईमेल या UPI ID जांचें', 'जांचें'],
      ] as const) {
        await page.goto(path);
        await waitForHydration(page, '#checker form');
        await page.getByLabel(label).fill('shift-ease.example/book-now');
        await page.getByRole('button', { name: button, exact: true }).click();
        const answer = page.locator('#checker [role="status"]');
        await expect(answer.locator('li').first()).toBeVisible();
        const advice = await answer.innerText();
        if (wrong.test(advice)) found.push(`${path} checker: ${advice}`);
      }
      expect(found).toEqual([]);
    });
  });
}
