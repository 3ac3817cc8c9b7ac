import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { walkedPages } from './city-sample';

/**
 * A second accessibility engine beside axe (a11y.spec.ts): HTML_CodeSniffer, the engine of
 * pa11y (npm @pa11y/html_codesniffer, the fork pa11y maintains), with its WCAG 2 AA standard,
 * over every URL of the sitemap, the Hindi city pages included. Its rules are its own (link and
 * image text alternatives, headings, forms, contrast worked out its own way), so it catches what
 * axe passes. Injected into the page by Playwright, like axe: no second browser. Its errors fail;
 * its warnings and notices are things to check by hand, and are not reported.
 *
 * On the same pages: every ID reference (aria-controls, aria-labelledby, label for...) names an
 * element of the same document, which is all WAI-ARIA 1.2 asks of an ID reference
 * (components/layout/mobile-nav.tsx).
 */

const HTMLCS_SOURCE = readFileSync(
  require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

// Every page but the city pages, which share one template, and a fixed sample of those (both
// languages): the Nu checker (validators.spec.ts) reads every exported page's markup, and this
// walk keeps the suite within its time.
const paths = walkedPages();

// Split the walk so both workers share it.
const CHUNKS = 8;

interface HtmlcsMessage {
  type: number;
  code: string;
  msg: string;
  element: Element;
}
interface Htmlcs {
  process(
    standard: string,
    content: Document,
    done: () => void,
    failed: () => void,
    language: string,
  ): void;
  getMessages(): HtmlcsMessage[];
}

/** HTML_CodeSniffer's errors on the page (loaded by addInitScript), as `code: message <element>`. */
function htmlcsErrors(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const htmlcs = (window as unknown as { HTMLCS: Htmlcs }).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === 1) // 1 error, 2 warning, 3 notice
                .map((m) => {
                  const el = m.element as Element | null;
                  const html = el?.outerHTML ?? String(el?.nodeName ?? '');
                  return `${m.code}: ${m.msg} ${html.replace(/\s+/g, ' ').slice(0, 200)}`;
                }),
            ),
          () => reject(new Error('HTML_CodeSniffer could not check the page')),
          'en',
        );
      }),
  );
}

/** Attributes whose value is a list of IDs (or one ID) of elements of the same document. */
const ID_REFERENCES = [
  'aria-activedescendant',
  'aria-controls',
  'aria-describedby',
  'aria-details',
  'aria-errormessage',
  'aria-flowto',
  'aria-labelledby',
  'aria-owns',
  'for',
  'list',
];

function unresolvedIdReferences(page: Page): Promise<string[]> {
  return page.evaluate((attrs) => {
    const missing: string[] = [];
    for (const attr of attrs) {
      for (const el of document.querySelectorAll(`[${attr}]`)) {
        const value = el.getAttribute(attr) ?? '';
        for (const id of value.split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id))
            missing.push(`<${el.localName} ${attr}="${value}">: no element with id "${id}"`);
        }
      }
    }
    return missing;
  }, ID_REFERENCES);
}

test.describe('accessibility: HTML_CodeSniffer (WCAG 2 AA) over every URL of the sitemap', () => {
  test.use({ reducedMotion: 'reduce' });

  for (let c = 0; c < CHUNKS; c++) {
    test(`pages ${c + 1} of ${CHUNKS}`, async ({ page }) => {
      test.setTimeout(240_000);
      expect(paths.length).toBeGreaterThan(30);
      for (const p of ['/', '/hi', '/review', '/hi/packers-movers-in-delhi'])
        expect(paths).toContain(p);
      const mine = paths.filter((_, i) => i % CHUNKS === c);
      // Into every page this test opens, before the page's own scripts (and outside its CSP).
      await page.addInitScript(HTMLCS_SOURCE);
      for (const p of mine) {
        await page.goto(p);
        expect.soft(await htmlcsErrors(page), p).toEqual([]);
        expect.soft(await unresolvedIdReferences(page), `${p}: ID references`).toEqual([]);
      }
    });
  }
});

/** WCAG contrast ratio of two colours given as rgb()/rgba() strings. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test('rating stars: filled and empty differ in shape, and both stand out 3:1 from the card', async ({
  page,
}) => {
  await page.goto('/review');
  // A review rated 4: four stars filled, one empty.
  const stars = page.getByRole('img', { name: 'Rated 4 out of 5' }).first();
  await expect(stars.locator('svg.star--on')).toHaveCount(4);
  await expect(stars.locator('svg.star--off')).toHaveCount(1);
  const style = await stars.evaluate((el) => {
    const paint = (s: Element) => {
      const cs = getComputedStyle(s);
      return { fill: cs.fill, stroke: cs.stroke };
    };
    let card: Element | null = el;
    let background = 'rgba(0, 0, 0, 0)';
    while (card && /rgba\(.*, 0\)$|transparent/.test(background)) {
      background = getComputedStyle(card).backgroundColor;
      card = card.parentElement;
    }
    return {
      on: paint(el.querySelector('.star--on')!),
      off: paint(el.querySelector('.star--off')!),
      background,
    };
  });
  // Filled against outlined: the difference is the shape, not the colour alone (WCAG 1.4.1).
  expect(style.on.fill).not.toBe('none');
  expect(style.off.fill).toBe('none');
  // Graphics needed to read the rating: 3:1 against the card (WCAG 1.4.11).
  expect(contrast(style.on.fill, style.background)).toBeGreaterThanOrEqual(3);
  expect(contrast(style.on.stroke, style.background)).toBeGreaterThanOrEqual(3);
  expect(contrast(style.off.stroke, style.background)).toBeGreaterThanOrEqual(3);
});
