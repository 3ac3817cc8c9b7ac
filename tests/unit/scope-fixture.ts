/**
 * A written scope as the quote form writes it (components/quote/items-panel.tsx writeList), priced
 * by the site's own code (a 3rd floor without a lift at pickup, the ground floor at drop), and the
 * quote lead that carries it; dated from today, so no test turns
 * stale. The key pair is the test-only one of tests/e2e/scope-test-keys.json.
 */
import { typicalLists } from '@/content/items';
import { SCOPE_VALID_DAYS } from '@/content/pricing';
import type { QuoteLead } from '@/lib/leads/lead';
import { addDays, scopeFragment, type Scope } from '@/lib/scope-link';
import { listRange } from '@/lib/scope-price';
import type { FloorAnswers, Floors } from '@/lib/floors';
import { carCount, listVolume, truckFor } from '@/lib/volume';
import keys from '../e2e/scope-test-keys.json';

export const PRIVATE_JWK = JSON.stringify(keys.privateJwk);
export const PUBLIC_JWK = JSON.stringify(keys.publicJwk);

/** Today on the edge's clock (UTC), as a scope writes days. */
export const utcDay = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/** A 2 BHK list from Wakad, Pune to Whitefield, Bangalore, written today, with its real price. */
export function makeScope(change: Partial<Scope> = {}): Scope {
  const date = change.date ?? utcDay();
  const list = change.list ?? { counts: { ...typicalLists['2 BHK'] } };
  const volume = listVolume(list.counts);
  const base: Scope = {
    ref: 'SE-7K4QMZ',
    date,
    validUntil: addDays(date, SCOPE_VALID_DAYS),
    from: 'Wakad (Pune)',
    to: 'Whitefield (Bangalore)',
    moveTime: `${addDays(utcDay(), 20)}T10:30`,
    basis: '',
    list,
    floors: { pickupFloor: 3, dropFloor: 0, liftPickup: false, liftDrop: null },
    volume,
    truck: truckFor(volume),
    cars: carCount(list.counts),
    low: 0,
    high: 0,
  };
  const range = listRange({ ...base, ...change }, 'Pune', 'Bangalore')!;
  return { ...base, ...range, ...change };
}

/** The form's answers that give these floors ('' for not given). */
export function answersOf(floors: Floors): FloorAnswers {
  const lift = (v: boolean | null) => (v === null ? '' : v ? 'yes' : 'no');
  return {
    pickupFloor: floors.pickupFloor === null ? '' : String(floors.pickupFloor),
    dropFloor: floors.dropFloor === null ? '' : String(floors.dropFloor),
    pickupLift: lift(floors.liftPickup),
    dropLift: lift(floors.liftDrop),
  };
}

/** The quote lead the form sends with this scope, as lib/leads/lead.ts reads it. */
export function makeLead(scope: Scope, change: Partial<QuoteLead> = {}): QuoteLead {
  return {
    kind: 'quote',
    ref: scope.ref,
    page: '/packers-movers-in-pune',
    lang: 'en',
    elapsedMs: 40_000,
    website: '',
    phone: '+91 98765 43210',
    pickup: scope.from,
    drop: scope.to,
    fromCity: 'Pune',
    toCity: 'Bangalore',
    moveTime: scope.moveTime,
    service: 'Home Shifting',
    size: '2 BHK',
    ...answersOf(scope.floors),
    message: '',
    estimate: '',
    items: '',
    scope: scopeFragment(scope),
    ...change,
  };
}
