import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_SERVICE, SERVICES } from '@/content/sizes';
import { isHomeMove } from '@/lib/floors';
import { sizesFor } from '@/lib/estimate-options';
import { HOME_SIZES } from '@/content/pricing';

/**
 * The service of a request that names none is one constant (content/sizes.ts DEFAULT_SERVICE),
 * which the quote form, its estimate and the request it writes all take: no component of the form
 * writes it out again.
 */
const root = path.resolve(__dirname, '../..');

describe('the default service', () => {
  it('is a home move, one of the services the form offers, its sizes the home sizes', () => {
    expect(SERVICES).toContain(DEFAULT_SERVICE);
    expect(sizesFor(DEFAULT_SERVICE)).toEqual(HOME_SIZES);
    expect(isHomeMove('')).toBe(true);
    expect(isHomeMove(DEFAULT_SERVICE)).toBe(true);
    expect(isHomeMove('Office Shifting')).toBe(false);
  });

  it('is not written out in the quote form’s components: they read DEFAULT_SERVICE', () => {
    const dir = path.join(root, 'components/quote');
    const written = readdirSync(dir)
      .filter((f) => /\.tsx?$/.test(f))
      .filter((f) => readFileSync(path.join(dir, f), 'utf8').includes(`'${DEFAULT_SERVICE}'`));
    expect(written).toEqual([]);
  });
});
