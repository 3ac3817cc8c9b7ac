import { isPastMoveTime, parseLocalInput, toLocalInputValue } from '@/lib/move-time';

const now = new Date(2026, 10, 23, 14, 5, 30); // 23 Nov 2026, 2:05:30 pm on the device

describe('toLocalInputValue', () => {
  it('writes the device clock as a datetime-local value', () => {
    expect(toLocalInputValue(now)).toBe('2026-11-23T14:05');
    expect(toLocalInputValue(new Date(2027, 0, 2, 3, 4))).toBe('2027-01-02T03:04');
  });

  it('round-trips through parseLocalInput', () => {
    expect(parseLocalInput(toLocalInputValue(now))?.getTime()).toBe(
      new Date(2026, 10, 23, 14, 5).getTime(),
    );
  });
});

describe('parseLocalInput', () => {
  it.each([
    null,
    42,
    '',
    'tomorrow',
    '2026-02-31T10:00',
    '2026-13-01T10:00',
    '2026-11-23T24:00',
    '2026-11-23T10:60',
    '2026-11-23',
  ])('names no moment for %p', (value) => {
    expect(parseLocalInput(value)).toBeNull();
  });

  it('takes seconds when a browser adds them', () => {
    expect(parseLocalInput('2026-12-05T10:30:00')?.getHours()).toBe(10);
  });
});

describe('isPastMoveTime', () => {
  it('is true before the current minute and false from it on', () => {
    expect(isPastMoveTime('2026-11-23T14:04', now)).toBe(true);
    expect(isPastMoveTime('2025-12-05T10:30', now)).toBe(true);
    expect(isPastMoveTime('2026-11-23T14:05', now)).toBe(false);
    expect(isPastMoveTime('2026-12-05T10:30', now)).toBe(false);
  });

  it('leaves an empty or unreadable value to the required check', () => {
    expect(isPastMoveTime('', now)).toBe(false);
    expect(isPastMoveTime('2026-02-31T10:00', now)).toBe(false);
    expect(isPastMoveTime(undefined, now)).toBe(false);
  });
});
