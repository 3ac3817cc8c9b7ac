/** @jest-environment node */
import { typicalLists } from '@/content/items';
import {
  addDays,
  checkOf,
  localDay,
  readScopeFragment,
  scopeFragment,
  type Scope,
} from '@/lib/scope-link';

const today = localDay();
const scope: Scope = {
  ref: 'SE-7K4QMZ',
  date: today,
  validUntil: addDays(today, 30),
  from: 'Wakad, पुणे (Pune)',
  to: 'Whitefield (Bangalore)',
  moveTime: '',
  basis: '',
  list: { counts: { ...typicalLists['2 BHK'] } },
  floors: { pickupFloor: 3, dropFloor: null, liftPickup: false, liftDrop: true },
  volume: 566,
  truck: { truck: 'truck17', count: 1 },
  cars: 0,
  low: 31_200,
  high: 35_200,
};

/** A fragment whose payload is this JSON, with a right check. */
function forged(json: unknown): string {
  const payload = Buffer.from(JSON.stringify(json)).toString('base64url');
  return `${payload}.${checkOf(payload)}`;
}

describe('the written scope link', () => {
  it('reads back what it wrote, Devanagari included, with or without the #', () => {
    const fragment = scopeFragment(scope);
    expect(fragment).toMatch(/^[A-Za-z0-9_-]+\.[0-9a-f]{8}$/);
    expect(readScopeFragment(fragment)).toEqual({ ok: true, scope });
    expect(readScopeFragment(`#${fragment}`)).toEqual({ ok: true, scope });
  });

  it('reads a scope that carries the signature of an issued one, and no more parts than that', () => {
    const fragment = scopeFragment(scope);
    // The signature is judged against our key elsewhere (lib/scope-sign.ts), not here.
    expect(readScopeFragment(`${fragment}.c2lnbmF0dXJl`)).toEqual({ ok: true, scope });
    expect(readScopeFragment(`#${fragment}.x`)).toEqual({ ok: true, scope });
    expect(readScopeFragment(`${fragment}.a.b`)).toEqual({ ok: false, reason: 'damaged' });
    expect(readScopeFragment(`${fragment}.`)).toEqual({ ok: false, reason: 'damaged' });
    const [payload] = fragment.split('.');
    expect(readScopeFragment(`${payload}.00000000.c2ln`)).toEqual({ ok: false, reason: 'changed' });
  });

  it('is short enough to share in a chat', () => {
    expect(scopeFragment(scope).length).toBeLessThan(900);
  });

  it('says a link without a scope is empty', () => {
    expect(readScopeFragment('')).toEqual({ ok: false, reason: 'empty' });
    expect(readScopeFragment('#')).toEqual({ ok: false, reason: 'empty' });
  });

  it('says a changed link is changed: one character of the payload or of the check', () => {
    const fragment = scopeFragment(scope);
    const [payload, check] = fragment.split('.') as [string, string];
    const json = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const cheaper = Buffer.from(JSON.stringify({ ...json, $: [1000, 2000] })).toString('base64url');
    expect(readScopeFragment(`${cheaper}.${check}`)).toEqual({ ok: false, reason: 'changed' });
    const flipped = check.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect(readScopeFragment(`${payload}.${flipped}`)).toEqual({ ok: false, reason: 'changed' });
  });

  it('says a link cut short or not a scope at all is damaged', () => {
    const fragment = scopeFragment(scope);
    expect(readScopeFragment(fragment.slice(0, 40))).toEqual({ ok: false, reason: 'damaged' });
    expect(readScopeFragment('hello')).toEqual({ ok: false, reason: 'damaged' });
    expect(readScopeFragment('<script>alert(1)</script>.00000000')).toEqual({
      ok: false,
      reason: 'damaged',
    });
    expect(readScopeFragment(forged([1, 2, 3]))).toEqual({ ok: false, reason: 'damaged' });
  });

  it('refuses a well-checked link whose fields are not a scope', () => {
    const good = JSON.parse(
      Buffer.from(scopeFragment(scope).split('.')[0]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    const bad: Record<string, unknown>[] = [
      { v: 2 },
      { r: '<b>SE-1</b>' },
      { d: '2026-02-30' },
      { u: addDays(today, -1) },
      { f: 'a'.repeat(201) },
      { t: 'line\nbreak' },
      { c: { piano: 1 } },
      { c: { doubleBed: -2 } },
      { p: [3, 0, 'yes', 1] },
      { p: [61, 0, 0, 1] },
      { p: ['', 0, 0, 1] },
      { p: [3, 0, 0] },
      { s: '5 BHK' },
      { s: 'Truck' },
      { s: 2 },
      { k: ['rocket', 1] },
      { k: ['truck17', 0] },
      { n: 1.5 },
      { $: [5000, 1000] },
      { $: ['1000', 2000] },
    ];
    for (const change of bad)
      expect([change, readScopeFragment(forged({ ...good, ...change }))]).toEqual([
        change,
        { ok: false, reason: 'damaged' },
      ]);
    // And the unchanged fields forge a good one: the refusals above are the fields'.
    expect(readScopeFragment(forged(good)).ok).toBe(true);
  });

  it('writes floors not given as null, and reads them back as not given', () => {
    const json = JSON.parse(
      Buffer.from(scopeFragment(scope).split('.')[0]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(json.p).toEqual([3, null, 0, 1]);
    expect(json).not.toHaveProperty('s');
  });

  it('carries the size a scope without an item list is based on: a home’s, an office’s, a vehicle', () => {
    for (const basis of ['2 BHK', 'Medium office (11–30 desks)', 'Car']) {
      const bySize: Scope = { ...scope, basis };
      expect(readScopeFragment(scopeFragment(bySize))).toEqual({ ok: true, scope: bySize });
    }
  });

  it('still opens a link written when the item list asked the floors itself', () => {
    const old = JSON.parse(
      Buffer.from(scopeFragment(scope).split('.')[0]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    const read = readScopeFragment(forged({ ...old, p: [3, 0, 0, 1] }));
    expect(read).toEqual({
      ok: true,
      scope: {
        ...scope,
        floors: { pickupFloor: 3, dropFloor: 0, liftPickup: false, liftDrop: true },
      },
    });
  });

  it('counts days in the calendar, across months and years', () => {
    expect(addDays('2026-11-24', 30)).toBe('2026-12-24');
    expect(addDays('2026-12-20', 15)).toBe('2027-01-04');
    expect(localDay(new Date(2027, 0, 5, 23, 30))).toBe('2027-01-05');
  });
});
