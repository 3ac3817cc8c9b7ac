import { clearSide, overlaps, PRICE, type Box } from '@/lib/keep-clear';

// A 360 × 740 phone; the button is 56 px square, 16 px from the bottom-right corner.
const home: Box = { left: 288, top: 668, right: 344, bottom: 724 };
const box = (left: number, top: number, right: number, bottom: number): Box => ({
  left,
  top,
  right,
  bottom,
});

describe('clearSide', () => {
  it('stays in its corner when nothing is under it', () => {
    expect(clearSide(home, [box(16, 600, 200, 640)], 360, 4)).toBe('right');
  });

  it('keeps its margin: a link 2 px from the button counts as covered', () => {
    expect(clearSide(home, [box(16, 600, 286, 640), box(200, 650, 286, 700)], 360, 4)).toBe('left');
    expect(clearSide(home, [box(200, 650, 283, 700)], 360, 0)).toBe('right');
  });

  it('goes to the left-hand corner when its own is taken', () => {
    expect(clearSide(home, [box(250, 660, 340, 700)], 360, 4)).toBe('left');
  });

  it('is nowhere (steps aside) when both corners are taken', () => {
    expect(clearSide(home, [box(0, 680, 360, 700)], 360, 4)).toBeNull();
  });

  it('does not count a box that only touches its edge', () => {
    expect(overlaps(box(0, 0, 10, 10), box(10, 0, 20, 10))).toBe(false);
    expect(overlaps(box(0, 0, 10, 10), box(9, 9, 20, 20))).toBe(true);
  });
});

describe('PRICE', () => {
  it('finds rupee amounts and nothing else', () => {
    expect(PRICE.test('from ₹12,500')).toBe(true);
    expect(PRICE.test('₹ 900')).toBe(true);
    expect(PRICE.test('Rs. and ₹ signs')).toBe(false);
    expect(PRICE.test('12,500 km')).toBe(false);
  });
});
