import { expect, test } from './fixtures';
import { walkedPages } from './city-sample';

/**
 * The floating chat button covers nothing at rest: on every page but the city pages, and a sample
 * of those, at 320, 360 and 768 px, scrolled one screen at a time to the end, once the page is
 * still no link, control, table cell or price lies under it. (tests/e2e/focus.spec.ts checks the
 * focused control is never under it while tabbing.)
 */
const WIDTHS = [320, 360, 768] as const;
const HEIGHT = 740;

const paths = walkedPages();

/** Runs in the page: what the chat button covers now, as readable names. */
function covered(): string[] {
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

test.describe('the chat button at rest', () => {
  // No glide: the button is where it settles as soon as it has measured.
  test.use({ reducedMotion: 'reduce' });

  for (const path of paths) {
    test(`covers nothing on ${path}`, async ({ page }) => {
      test.setTimeout(90_000);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        await page.goto(path);
        // The button moves once its code is in (lib/keep-clear-dom.ts); until then it is a link.
        await page.locator('.wa-float[data-keep-clear]').waitFor({ state: 'attached' });
        // Scrolled in the page, one screen at a time to the end; at each stop the page comes to
        // rest and the button moves 150 ms later (lib/keep-clear-dom.ts).
        const found = await page.evaluate(
          async ({ height, check }) => {
            const covered = new Function(`return (${check})`)() as () => string[];
            const out: string[] = [];
            for (let screen = 0; ; screen++) {
              window.scrollTo(0, screen * height);
              // The scroll event comes with the next frames; then the button waits for the page
              // to be still and places itself ('rest').
              const chat = document.querySelector<HTMLElement>('.wa-float')!;
              await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
              for (let t = 0; chat.dataset.keepClear !== 'rest' && t < 3000; t += 20)
                await new Promise((r) => setTimeout(r, 20));
              for (const what of covered()) out.push(`screen ${screen + 1}: ${what}`);
              const max = document.documentElement.scrollHeight - window.innerHeight;
              if (screen * height >= max) return out;
            }
          },
          { height: HEIGHT, check: covered.toString() },
        );
        problems.push(...found.map((f) => `${width} px, ${f}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
