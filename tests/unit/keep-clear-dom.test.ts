import { keepClear } from '@/lib/keep-clear-dom';

// jsdom lays nothing out: every box is 0 × 0 at the top left, the button's too, so its two
// corners are one spot there, and whatever is measured under it leaves no corner free (the
// button fades out). That is enough to see what is measured and what is not. A section the
// browser skipped is stood for by a checkVisibility that says so (jsdom has none: the last test).

class NoResizeObserver {
  observe() {}
  disconnect() {}
}

const rect = { left: 0, top: 0, right: 120, bottom: 30, width: 120, height: 30 };

function page(html: string) {
  document.body.innerHTML = `<a id="chat" href="https://wa.me/1">Chat</a>${html}`;
  return document.getElementById('chat')!;
}

const skipped = (el: Element) =>
  Object.assign(el, { checkVisibility: jest.fn(() => false) }) as Element;

describe('keepClear, what it measures', () => {
  const realRects = Range.prototype.getClientRects;
  let stop: (() => void) | undefined;

  beforeAll(() => {
    Object.assign(globalThis, { ResizeObserver: NoResizeObserver });
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    Range.prototype.getClientRects = realRects;
  });

  it('a link under the button makes it give way', () => {
    const chat = page('<a id="call" href="tel:+911234567890">Call</a>');
    const call = document.getElementById('call')!;
    call.getClientRects = jest.fn(() => [rect] as unknown as DOMRectList);
    stop = keepClear(chat);
    expect(call.getClientRects).toHaveBeenCalled();
    expect(chat).toHaveAttribute('data-hidden');
    expect(chat).toHaveAttribute('data-keep-clear', 'rest');
  });

  it('a link in a section the browser skipped (content-visibility) is not measured', () => {
    const chat = page('<a id="call" href="tel:+911234567890">Call</a>');
    const call = skipped(document.getElementById('call')!);
    call.getClientRects = jest.fn(() => [rect] as unknown as DOMRectList);
    stop = keepClear(chat);
    expect(call.getClientRects).not.toHaveBeenCalled();
    expect(chat).not.toHaveAttribute('data-hidden');
  });

  it('a price in running text counts, unless its section was skipped', () => {
    Range.prototype.getClientRects = jest.fn(() => [rect] as unknown as DOMRectList);
    const chat = page('<p id="far">A 2 BHK from ₹12,500</p>');
    skipped(document.getElementById('far')!);
    stop = keepClear(chat);
    expect(Range.prototype.getClientRects).not.toHaveBeenCalled();
    expect(chat).not.toHaveAttribute('data-hidden');
    stop();

    const again = page('<p>A 2 BHK from ₹12,500</p>');
    stop = keepClear(again);
    expect(Range.prototype.getClientRects).toHaveBeenCalled();
    expect(again).toHaveAttribute('data-hidden');
  });

  it('a browser without checkVisibility measures everything', () => {
    const chat = page('<a id="call" href="tel:+911234567890">Call</a>');
    const call = document.getElementById('call')!;
    expect('checkVisibility' in call).toBe(false);
    call.getClientRects = jest.fn(() => [rect] as unknown as DOMRectList);
    stop = keepClear(chat);
    expect(call.getClientRects).toHaveBeenCalled();
  });
});
