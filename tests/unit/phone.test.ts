import { isIndianMobile, normalizeIndianMobile } from '@/lib/phone';

describe('normalizeIndianMobile', () => {
  test.each([
    ['9876543210', '+91 98765 43210'],
    ['98765 43210', '+91 98765 43210'],
    ['98765-43210', '+91 98765 43210'],
    ['+91 98765 43210', '+91 98765 43210'],
    ['+919876543210', '+91 98765 43210'],
    ['91 98765 43210', '+91 98765 43210'],
    ['09876543210', '+91 98765 43210'],
    ['  6000000000 ', '+91 60000 00000'],
    ['+91-70000-12345', '+91 70000 12345'],
    ['9123456789', '+91 91234 56789'],
  ])('accepts %p as %p', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
    expect(isIndianMobile(input)).toBe(true);
  });

  test.each([
    ['12345'],
    ['5876543210'], // mobiles start with 6 to 9
    ['0123456789'],
    ['987654321'], // nine digits
    ['98765432101'], // eleven digits
    ['+92 98765 43210'], // another country
    ['+91 98765 4321'],
    ['98765 43210 ext 2'],
    ['98765.43210'],
    ['९८७६५४३२१०'], // Devanagari digits are not what WhatsApp dials
    ['<script>9876543210</script>'],
    [''],
    ['   '],
  ])('refuses %p', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
    expect(isIndianMobile(input)).toBe(false);
  });

  test('refuses what is not text', () => {
    for (const value of [null, undefined, 9876543210, {}, ['9876543210']]) {
      expect(normalizeIndianMobile(value)).toBeNull();
    }
  });
});
