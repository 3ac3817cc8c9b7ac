import { axeOn } from './axe';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * A second accessibility engine beside axe: HTML_CodeSniffer, the engine of pa11y (npm
 * @pa11y/html_codesniffer, the fork pa11y maintains), with its WCAG 2 AA standard. Its rules are
 * its own (link and image text alternatives, headings, forms, contrast worked out its own way),
 * so it catches what axe passes. Injected into the page by Playwright, like axe: no second
 * browser. Its errors fail; its warnings and notices are things to check by hand, and are not
 * reported. tests/e2e/walk.spec.ts runs both engines on every walked page (`engineProblems`), in
 * the load that lays the page out.
 *
 * On the same pages: every ID reference (aria-controls, aria-labelledby, label for...) names an
 * element of the same document, which is all WAI-ARIA 1.2 asks of an ID reference
 * (components/layout/mobile-nav.tsx).
 */

export const HTMLCS_SOURCE = readFileSync(
  require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

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

/**
 * HTML_CodeSniffer's errors on the page (`HTMLCS_SOURCE` loaded by addInitScript), as
 * `code: message <element>`.
 */
export function htmlcsErrors(page: Page): Promise<string[]> {
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

export function unresolvedIdReferences(page: Page): Promise<string[]> {
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

/**
 * What the two engines and the ID-reference check find on the page as it is now, axe's serious and
 * critical violations (WCAG 2.2 AA) first, each prefixed with the check's name. The page must have
 * been loaded with `HTMLCS_SOURCE` as an init script.
 */
export async function engineProblems(page: Page, path: string): Promise<string[]> {
  let axe = axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  // Map markers of neighbouring cities overlap. WCAG 2.5.8's "equivalent" exception applies:
  // every marker has a full-size button in the city list beside the map (locations spec).
  if (path === '/locations') axe = axe.exclude('.leaflet-marker-pane');
  const { violations } = await axe.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  return [
    ...serious.map((found) => `axe: ${found}`),
    ...(await htmlcsErrors(page)).map((found) => `HTML_CodeSniffer: ${found}`),
    ...(await unresolvedIdReferences(page)).map((found) => `ID references: ${found}`),
  ];
}
