import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { site } from '../../content/site';

/**
 * Reading the static export in out/ as a crawler would. The site URL is the default one because
 * the export is built without NEXT_PUBLIC_SITE_URL.
 */
export const OUT = path.resolve(__dirname, '../../out');
export const SITE = new URL(site.defaultUrl).origin;

export type JsonLdNode = Record<string, unknown>;

/** Text of an HTML attribute or element as the browser reads it (the entities React writes). */
export const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The HTML of an exported page by its path (`/` is index.html). */
export function exportedHtml(pagePath: string): string {
  const file = path.join(OUT, `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`);
  expect(existsSync(file), `${file} exists (run npm run build:e2e)`).toBe(true);
  return readFileSync(file, 'utf8');
}

/**
 * An exported page as a document to query, as the browser parses it before any script runs
 * (jsdom; scripts are not run). About 0.1 s a page: for the pages a check names, not all 276.
 */
export function exportedDocument(pagePath: string): Document {
  return new JSDOM(exportedHtml(pagePath)).window.document;
}

/** An element's text with its runs of white space as one space, as a reader sees it. */
export const textOf = (el: Element | null | undefined) =>
  (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Every node of every JSON-LD script of a document, each script checked for its @context. */
export function jsonLdNodes(html: string): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(m[1]!) as { '@context'?: string; '@graph'?: JsonLdNode[] };
    expect(data['@context']).toBe('https://schema.org');
    nodes.push(...(data['@graph'] ?? []));
  }
  return nodes;
}
