/** @jest-environment node */
/**
 * Issuing a written scope at the edge (lib/leads/issue-scope.ts): signed only when every word of
 * it is the lead's and every figure our price code's; each check refuses what it should.
 */
import { typicalLists } from '@/content/items';
import { SCOPE_VALID_DAYS } from '@/content/pricing';
import { FLOORS_NOT_GIVEN } from '@/lib/floors';
import { issueScope, scopeRefusal, scopeSuspicion } from '@/lib/leads/issue-scope';
import { addDays, checkOf, scopeFragment, type Scope } from '@/lib/scope-link';
import { importPublicKey, verifyText } from '@/lib/scope-sign';
import { answersOf, makeLead, makeScope, PRIVATE_JWK, PUBLIC_JWK, utcDay } from './scope-fixture';

const NOW = new Date();
const today = utcDay(NOW);

/**
 * The refusal of a lead as the form sends it (the places, time and ref of `makeScope()`, with
 * `lead`'s changes) carrying a scope with `change`.
 */
const refusalOf = (change: Partial<Scope>, lead: Parameters<typeof makeLead>[1] = {}) =>
  scopeRefusal({ ...makeLead(makeScope(), lead), scope: scopeFragment(makeScope(change)) }, NOW);

describe('issuing a written scope', () => {
  it('signs the scope exactly as the page wrote it', async () => {
    const lead = makeLead(makeScope());
    const issue = await issueScope(lead, NOW, PRIVATE_JWK);
    if (!issue.issued) throw new Error(`not issued: ${issue.reason}`);
    expect(issue.fragment).toBe(`${lead.scope}.${issue.signature}`);
    const key = (await importPublicKey(PUBLIC_JWK))!;
    expect(await verifyText(key, lead.scope, issue.signature)).toBe(true);
    expect(scopeSuspicion(issue)).toBeNull();
  });

  it('issues a scope written yesterday or tomorrow by the visitor’s calendar', () => {
    expect(refusalOf({ date: addDays(today, -1) })).toBeNull();
    expect(refusalOf({ date: addDays(today, 1) })).toBeNull();
  });

  it('refuses other floors or lifts than the lead’s: a floor not given stays not given', () => {
    const ground = { ...makeScope().floors, pickupFloor: 0 };
    expect(refusalOf({ floors: ground })).toMatchObject({ reason: 'floors', forged: true });
    // The lead left the pickup floor unanswered; a scope calling it the ground floor is not its.
    const unanswered = { ...answersOf(makeScope().floors), pickupFloor: '' };
    expect(refusalOf({ floors: ground }, unanswered)).toMatchObject({ reason: 'floors' });
    const notGiven = makeScope({ floors: FLOORS_NOT_GIVEN });
    expect(scopeRefusal({ ...makeLead(notGiven), scope: scopeFragment(notGiven) }, NOW)).toBeNull();
  });

  it('issues a scope based on the lead’s home size, with that size’s typical list and price', () => {
    const bySize = makeScope({ basis: '2 BHK', list: { counts: { ...typicalLists['2 BHK'] } } });
    const lead = { ...makeLead(bySize), size: '2 BHK' };
    expect(scopeRefusal(lead, NOW)).toBeNull();
    // Priced by the size, not as a listed move of the same items.
    expect(bySize.high - bySize.low).toBeGreaterThan(makeScope().high - makeScope().low);
    expect(scopeRefusal({ ...lead, size: '3 BHK' }, NOW)).toMatchObject({ reason: 'list' });
    const edited = makeScope({
      basis: '2 BHK',
      list: { counts: { ...typicalLists['2 BHK'], cartons: 10 } },
    });
    expect(scopeRefusal({ ...lead, scope: scopeFragment(edited) }, NOW)).toMatchObject({
      reason: 'list',
      forged: true,
    });
    const listPrice = { ...bySize, low: makeScope().low, high: makeScope().high };
    expect(scopeRefusal({ ...lead, scope: scopeFragment(listPrice) }, NOW)).toMatchObject({
      reason: 'price',
    });
  });

  it('issues an office’s or a vehicle’s scope by its size alone, with no list, truck or floors', () => {
    const moves = [
      {
        service: 'Office Shifting',
        size: 'Medium office (11–30 desks)',
        other: 'Small office (up to 10 desks)',
      },
      { service: 'Vehicle Shifting', size: 'Car', other: 'Two-wheeler' },
    ];
    for (const { service, size, other } of moves) {
      const bySize = makeScope({ basis: size, list: { counts: {} }, floors: FLOORS_NOT_GIVEN });
      const lead = { ...makeLead(bySize), service, size };
      expect([size, scopeRefusal(lead, NOW)]).toEqual([size, null]);
      // Priced by its size: the office's and the car's own rates.
      expect(bySize.high).toBeGreaterThan(0);
      expect(bySize.high).not.toBe(makeScope().high);
      const refused = (scope: Scope, change: Partial<typeof lead> = {}) =>
        scopeRefusal({ ...lead, ...change, scope: scopeFragment(scope) }, NOW);
      expect(refused(bySize, { size: other })).toMatchObject({ reason: 'list' });
      expect(refused(bySize, { service: 'Home Shifting' })).toMatchObject({ reason: 'list' });
      const listed = makeScope({ basis: size, floors: FLOORS_NOT_GIVEN });
      expect(refused(listed)).toMatchObject({ reason: 'list', forged: true });
      const withFloors = makeScope({ basis: size, list: { counts: {} } });
      expect(refused(withFloors)).toMatchObject({ reason: 'floors', forged: true });
      expect(refused({ ...bySize, low: bySize.low + 100 })).toMatchObject({ reason: 'price' });
    }
  });

  it('refuses another reference', () => {
    expect(refusalOf({}, { ref: 'SE-AAAAAA' })).toEqual({
      issued: false,
      reason: 'ref',
      forged: true,
    });
  });

  it('refuses other places than the lead’s, or places that name no served city of it', () => {
    expect(refusalOf({ from: 'Kothrud (Pune)' })).toMatchObject({ reason: 'places', forged: true });
    expect(refusalOf({ to: 'Andheri (Mumbai)' })).toMatchObject({ reason: 'places', forged: true });
    // The same words as the lead's, spaced differently: the lead was cleaned, the scope not.
    expect(refusalOf({ from: 'Wakad  (Pune) ' })).toBeNull();
    expect(
      refusalOf({ from: 'Wakad', to: 'Whitefield' }, { pickup: 'Wakad', drop: 'Whitefield' }),
    ).toMatchObject({
      reason: 'places',
      forged: false,
    });
    // Another spelling of the lead's city names it too.
    expect(
      refusalOf(
        { from: 'Bombay', to: 'Whitefield (Bangalore)' },
        { fromCity: 'Mumbai', pickup: 'Bombay' },
      ),
    ).not.toMatchObject({ reason: 'places' });
  });

  it('refuses a place that carries a UPI ID, a link or a phone number', () => {
    for (const from of [
      'Pay advance to movers@ybl, Pune',
      'Pune, see https://pay.example',
      'Pune, www.pay.example',
      'Pune ₹5000 advance',
      'Pune, call 98765 43210',
      'Pune, a/c 1234-5678-90',
    ])
      expect([from, refusalOf({ from }, { pickup: from })]).toEqual([
        from,
        { issued: false, reason: 'place-text', forged: true },
      ]);
    // A PIN code and a flat number are a place's.
    const flat = 'Flat 302, Wakad, Pune 411057';
    expect(refusalOf({ from: flat }, { pickup: flat })).toBeNull();
  });

  it('refuses a date more than a day from the edge’s', () => {
    for (const date of [addDays(today, -2), addDays(today, 3), '2020-01-01'])
      expect(refusalOf({ date, validUntil: addDays(date, SCOPE_VALID_DAYS) })).toMatchObject({
        reason: 'date',
        forged: false,
      });
  });

  it('refuses a validity longer than we publish, and takes a shorter one', () => {
    expect(refusalOf({ validUntil: addDays(today, SCOPE_VALID_DAYS + 1) })).toEqual({
      issued: false,
      reason: 'validity',
      forged: true,
    });
    expect(refusalOf({ validUntil: addDays(today, 365) })).toMatchObject({ reason: 'validity' });
    expect(refusalOf({ validUntil: addDays(today, 7) })).toBeNull();
  });

  it('refuses another moving time, another service, and figures that are not the list’s', () => {
    expect(refusalOf({ moveTime: '' })).toMatchObject({ reason: 'move-time', forged: true });
    // An office lead's floors are not asked: a scope naming some is not its; one naming none is
    // still a home move's list.
    expect(refusalOf({}, { service: 'Office Shifting' })).toMatchObject({ reason: 'floors' });
    expect(
      refusalOf(
        { floors: FLOORS_NOT_GIVEN },
        { service: 'Office Shifting', ...answersOf(FLOORS_NOT_GIVEN) },
      ),
    ).toMatchObject({ reason: 'list', forged: true });
    const scope = makeScope();
    expect(refusalOf({ volume: scope.volume - 50 })).toMatchObject({ reason: 'list' });
    expect(refusalOf({ truck: { truck: 'truck14', count: 1 } })).toMatchObject({ reason: 'list' });
    expect(refusalOf({ cars: 1 })).toMatchObject({ reason: 'list' });
    expect(
      refusalOf({ list: { ...scope.list, counts: {} }, volume: 0, truck: null }),
    ).toMatchObject({ reason: 'list', forged: true });
  });

  it('refuses a price our price code does not give the list, and marks the lead', async () => {
    const { low, high } = makeScope();
    for (const price of [
      { low: low - 100, high },
      { low, high: high + 100 },
      { low: 1000, high: 2000 },
    ]) {
      const issue = await issueScope(makeLead(makeScope(price)), NOW, PRIVATE_JWK);
      expect(issue).toEqual({ issued: false, reason: 'price', forged: true });
      expect(scopeSuspicion(issue)).toBe('scope-price');
    }
    // A price for other cities than the lead's is not this list's price either.
    expect(refusalOf({}, { toCity: 'Chennai', drop: 'Whitefield (Bangalore)' })).toMatchObject({
      reason: 'places',
    });
  });

  it('refuses a scope without a price where the list has one, without marking the lead', () => {
    const issue = refusalOf({ low: 0, high: 0 });
    expect(issue).toEqual({ issued: false, reason: 'no-price', forged: false });
    expect(scopeSuspicion(issue)).toBeNull();
  });

  it('refuses a scope that is not one, and a changed one', () => {
    const lead = makeLead(makeScope());
    const [payload] = lead.scope.split('.');
    expect(scopeRefusal({ ...lead, scope: `${payload}.00000000` }, NOW)).toMatchObject({
      reason: 'unreadable',
      forged: true,
    });
    const other = Buffer.from('{"v":1}').toString('base64url');
    expect(scopeRefusal({ ...lead, scope: `${other}.${checkOf(other)}` }, NOW)).toMatchObject({
      reason: 'unreadable',
    });
  });

  it('signs only the scope as written when the page sent one with a signature of its own', async () => {
    const lead = makeLead(makeScope());
    const issue = await issueScope({ ...lead, scope: `${lead.scope}.forgedsig` }, NOW, PRIVATE_JWK);
    expect(issue.issued && issue.fragment.startsWith(`${lead.scope}.`)).toBe(true);
    expect(issue.issued && issue.signature).not.toBe('forgedsig');
  });

  it('issues nothing with a key that is not one, and does not blame the visitor', async () => {
    const issue = await issueScope(makeLead(makeScope()), NOW, '{"kty":"EC"}');
    expect(issue).toEqual({ issued: false, reason: 'key', forged: false });
    expect(scopeSuspicion(issue)).toBeNull();
    expect(scopeFragment(makeScope())).toBe(makeLead(makeScope()).scope);
  });
});
