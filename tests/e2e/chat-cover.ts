import type { Page } from '@playwright/test';

/**
 * The floating chat button covers nothing at rest: scrolled one screen at a time to the end, once
 * the page is still no link, control, table cell or price lies under it. tests/e2e/walk.spec.ts
 * checks it on every walked page at 320, 360 and 768 px (tests/e2e/focus.spec.ts checks the
 * focused control is never under it while tabbing).
 */

/** Runs in the page: what the chat button covers now, as readable names. */
export function covered(): string[] {
  const chat = document.querySelector<HTMLElement>('.wa-float');
  if (!chat) return ['no chat button'];
  const style = getComputedStyle(chat);
  if (style.visibility === 'hidden' || Number(style.opacity) === 0) return [];
  const c = chat.getBoundingClientRect();
  const found = new Set<string>();
  const check = (name: string, target: Node, rects: Iterable<DOMRect>) => {
    for (const r of rects) {
      const left = Math.max(r.left, c.left);
      const right = Math.min(r.right, c.right);
      const top = Math.max(r.top, c.top);
      const bottom = Math.min(r.bottom, c.bottom);
      if (right - left < 1 || bottom - top < 1) continue;
      // Hit-test a grid over the overlap: covered where the chat is on top and the thing is
      // really there underneath (not scrolled away inside a table, not behind something else).
      for (let x = left + 0.5; x < right; x += 4) {
        for (let y = top + 0.5; y < bottom; y += 4) {
          const stack = document.elementsFromPoint(x, y);
          if (!chat.contains(stack[0] ?? null)) continue;
          const under = stack.find((el) => !chat.contains(el));
          if (under && (under === target || target.contains(under) || under.contains(target))) {
            found.add(name);
            return;
          }
        }
      }
    }
  };
  const controls = 'a[href], button, input, select, textarea, summary, [role="button"], td, th';
  for (const el of document.querySelectorAll(controls)) {
    if (chat.contains(el)) continue;
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    check(`<${el.tagName.toLowerCase()}> ${text}`, el, el.getClientRects());
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!/₹\s?\d/.test(n.nodeValue ?? '') || chat.contains(n)) continue;
    range.selectNodeContents(n);
    check(`price "${n.nodeValue!.trim().slice(0, 40)}"`, n.parentElement!, range.getClientRects());
  }
  return [...found];
}

/**
 * Scrolls the page one screen (`height`, the viewport's height) at a time to the end. With
 * `chat`, at each stop it waits for the page to come to rest and the chat button to place itself
 * (150 ms after, lib/keep-clear-dom.ts), and notes what the button covers. Returns those notes,
 * by screen, and the page's height at the end: sections below the fold are laid out only near the
 * viewport (content-visibility), at a guessed height until then, so that is its real height.
 */
export function scrollWalk(
  page: Page,
  { height, chat }: { height: number; chat: boolean },
): Promise<{ covered: string[]; height: number }> {
  return page.evaluate(
    async ({ height, chat, check }) => {
      const covered = new Function(`return (${check})`)() as () => string[];
      const out: string[] = [];
      for (let screen = 0; ; screen++) {
        window.scrollTo(0, screen * height);
        // The scroll event comes with the next frames; then the button waits for the page to be
        // still and places itself ('rest').
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        if (chat) {
          const button = document.querySelector<HTMLElement>('.wa-float');
          for (let t = 0; button && button.dataset.keepClear !== 'rest' && t < 3000; t += 20)
            await new Promise((r) => setTimeout(r, 20));
          for (const what of covered()) out.push(`screen ${screen + 1}: ${what}`);
        }
        const max = document.documentElement.scrollHeight - window.innerHeight;
        if (screen * height >= max)
          return { covered: out, height: document.documentElement.scrollHeight };
      }
    },
    { height, chat, check: covered.toString() },
  );
}
