import { clearSide, KEEP_CLEAR_SELECTOR, overlaps, PRICE, type Box } from './keep-clear';

/** How long the page must be still before the button moves: it never moves mid-scroll. */
const SETTLE_MS = 150;

const boxOf = (r: DOMRect | DOMRectReadOnly): Box => ({
  left: r.left,
  top: r.top,
  right: r.right,
  bottom: r.bottom,
});

const meet = (a: Box, b: Box): Box => ({
  left: Math.max(a.left, b.left),
  top: Math.max(a.top, b.top),
  right: Math.min(a.right, b.right),
  bottom: Math.min(a.bottom, b.bottom),
});

/** The part of `box` its scrolling or clipping ancestors let the visitor see (a wide table). */
function visiblePart(el: Element, box: Box): Box {
  let out = box;
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (s.overflowX !== 'visible' || s.overflowY !== 'visible')
      out = meet(out, boxOf(a.getBoundingClientRect()));
  }
  return out;
}

const isReal = (b: Box) => b.right - b.left > 1 && b.bottom - b.top > 1;

/**
 * Whether `el` sits in a section the browser has not laid out (content-visibility: auto, far from
 * the screen). Nothing there can be under the button, which is fixed on the screen, and asking
 * for its boxes would make the browser lay the whole section out: on a long page that was most
 * of this file's cost, on every look. Browsers without checkVisibility measure everything.
 */
const isSkipped = (el: Element) => el.checkVisibility?.({ contentVisibilityAuto: true }) === false;

/** Every box in one of the two corners that the button must not cover. */
function obstacles(button: HTMLElement, columns: Box[]): Box[] {
  const out: Box[] = [];
  const inColumns = (b: Box) => columns.some((c) => overlaps(b, c));
  for (const el of document.querySelectorAll(KEEP_CLEAR_SELECTOR)) {
    if (el === button || button.contains(el) || isSkipped(el)) continue;
    for (const r of el.getClientRects()) {
      const b = boxOf(r);
      if (isReal(b) && inColumns(b)) {
        const seen = visiblePart(el, b);
        if (isReal(seen)) out.push(seen);
      }
    }
  }
  // Prices in running text ("from ₹12,500"), wherever they are written.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!PRICE.test(n.nodeValue ?? '') || button.contains(n) || isSkipped(n.parentElement!))
      continue;
    range.selectNodeContents(n);
    for (const r of range.getClientRects()) {
      const b = boxOf(r);
      if (isReal(b) && inColumns(b)) out.push(visiblePart(n.parentElement!, b));
    }
  }
  return out;
}

/**
 * Keeps the floating button off what the visitor came for: once the page is still, the button
 * rests where it covers no control, link, price or table cell (lib/keep-clear.ts): its own
 * bottom corner or the other one; if both are taken it fades out until the page moves again.
 * The spot is a custom property and an attribute, which the CSS uses. Returns the clean-up.
 *
 * Loaded on demand by lib/hooks/use-keep-clear.ts, so no page waits for it: until it is in, the
 * button sits in its corner as the static HTML has it. `data-keep-clear` says it is at work:
 * `pending` while it waits for the page to be still, `rest` once it has placed the button.
 */
export function keepClear(button: HTMLElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;

  const place = () => {
    // Behind an open modal (the phone menu) the page is inert and still: nothing to move for,
    // and nothing may shift behind the backdrop.
    button.setAttribute('data-keep-clear', 'rest');
    if (document.querySelector('dialog:modal')) return;
    const width = document.documentElement.clientWidth;
    // Where the button rests in its own corner: offsets ignore the transform, so this holds
    // while it is still gliding to the other corner.
    const home: Box = {
      left: button.offsetLeft,
      top: button.offsetTop,
      right: button.offsetLeft + button.offsetWidth,
      bottom: button.offsetTop + button.offsetHeight,
    };
    const mirror = width - home.right - home.left;
    // The two corners, with room: only what lies there is measured.
    const band = { top: home.top - 8, bottom: home.bottom + 8 };
    const columns = [
      { left: home.left - 8, right: home.right + 8, ...band },
      { left: home.left + mirror - 8, right: home.right + mirror + 8, ...band },
    ];
    const side = clearSide(home, obstacles(button, columns), width, 4);
    if (side) {
      button.style.setProperty('--chat-dx', `${side === 'left' ? mirror : 0}px`);
      button.removeAttribute('data-hidden');
    } else {
      button.setAttribute('data-hidden', '');
    }
  };
  const later = () => {
    button.setAttribute('data-keep-clear', 'pending');
    clearTimeout(timer);
    timer = setTimeout(place, SETTLE_MS);
  };

  place();
  window.addEventListener('scroll', later, { passive: true });
  window.addEventListener('resize', later);
  // Pictures that arrive after it first looked move what is under it.
  window.addEventListener('load', later);
  // Content that appears at rest (an estimate, a message, an opened answer) counts too.
  const watcher = new MutationObserver(later);
  watcher.observe(document.body, {
    childList: true,
    characterData: true,
    subtree: true,
    attributeFilter: ['open', 'hidden'],
  });
  // So do sections laid out only as they near the screen (content-visibility), which change the
  // page's height and move what follows them.
  const sizes = new ResizeObserver(later);
  sizes.observe(document.body);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('scroll', later);
    window.removeEventListener('resize', later);
    window.removeEventListener('load', later);
    watcher.disconnect();
    sizes.disconnect();
  };
}
