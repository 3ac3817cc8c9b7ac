/**
 * The layout audit: what a careful visitor would see and no other test catches: something
 * sticking out sideways, a word split across two lines in a heading or card title, header items
 * on top of each other or icons squeezed. tests/e2e/walk.spec.ts runs it on every walked page at
 * 320, 360, 768, 1024 and 1280 px, with every section laid out (`LAY_OUT_ALL`).
 */

/** Sections below the fold skip layout (content-visibility): lay everything out to audit it. */
export const LAY_OUT_ALL = '* { content-visibility: visible !important; }';

/** Runs in the page: every layout defect found, as readable lines. */
export function audit(): string[] {
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.opacity !== '0';
  };
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}> "${(el.textContent ?? '').trim().slice(0, 40)}"`;

  // 1. Nothing sticks out sideways. The body clips overflow, so measure the boxes themselves; a box
  // inside something that scrolls or clips on x (a table wrapper, the carousel) is that box's business.
  const clippedByAncestor = (el: Element) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const ox = getComputedStyle(a).overflowX;
      if (ox !== 'visible') {
        const r = a.getBoundingClientRect();
        return r.left >= -1 && r.right <= vw + 1;
      }
    }
    return false;
  };
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('.visually-hidden, .skip-link, [aria-hidden="true"], svg')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (getComputedStyle(el).position === 'fixed' && !visible(el)) continue;
    if ((r.right > vw + 1 || r.left < -1) && !clippedByAncestor(el)) {
      problems.push(
        `sticks out (${Math.round(r.left)}..${Math.round(r.right)} of ${vw}): ${name(el)}`,
      );
      break; // one is enough; its children would repeat it
    }
  }

  // 2. No word split across lines in a heading or card title.
  const titles = document.querySelectorAll(
    'h1, h2, h3, h4, summary, [class*="__title"], .branch-card__city',
  );
  for (const t of titles) {
    if (!visible(t) || t.closest('.visually-hidden')) continue;
    const walker = document.createTreeWalker(t, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      // A word is what cannot wrap without splitting it: hyphens and slashes may break a line.
      for (const m of text.matchAll(/[^\s\-–—/]+/g)) {
        const range = document.createRange();
        range.setStart(n, m.index!);
        range.setEnd(n, m.index! + m[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) problems.push(`"${m[0]}" split across lines in ${name(t)}`);
      }
    }
  }

  // 3. Header: items in a row neither overlap nor touch; icons at the size they are drawn for.
  const rows = document.querySelectorAll(
    '.site-header .topbar__inner, .site-header .topbar__group, .site-header .mainbar__inner, .site-header .mainbar__actions, .site-header .mainnav__list',
  );
  for (const row of rows) {
    const items = [...row.children]
      .filter(visible)
      .map((c) => ({ c, r: c.getBoundingClientRect() }));
    for (let i = 1; i < items.length; i++) {
      const a = items[i - 1]!;
      const b = items[i]!;
      const sameLine = a.r.top < b.r.bottom && b.r.top < a.r.bottom;
      if (sameLine && b.r.left - a.r.right < 2) {
        problems.push(`header items touch or overlap: ${name(a.c)} and ${name(b.c)}`);
      }
    }
    for (const it of items) {
      if (it.r.right > vw + 0.5) problems.push(`header item past the edge: ${name(it.c)}`);
    }
  }
  for (const svg of document.querySelectorAll('.site-header svg[width]')) {
    if (!visible(svg)) continue;
    const want = Number(svg.getAttribute('width'));
    const got = svg.getBoundingClientRect().width;
    if (got < want - 0.5) problems.push(`header icon squeezed to ${got.toFixed(1)} of ${want} px`);
  }
  return problems;
}
