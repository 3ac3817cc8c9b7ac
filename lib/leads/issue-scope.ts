/**
 * Issuing a written scope at the edge (docs/product.md#the-written-scope): the scope a quote lead
 * carries is signed only when everything it says is what the lead and our own price code say, so
 * that our signature never stands under words somebody else chose. Pure but for the signing: the
 * edge's clock and the key are handed in.
 */
import { SCOPE_VALID_DAYS } from '@/content/pricing';
import { DEFAULT_SERVICE } from '@/content/sizes';
import { FLOORS_NOT_GIVEN, floorsOf, isHomeMove, type Floors } from '../floors';
import { matchServiceableCity } from '../quote';
import { addDays, readScopeFragment, splitFragment, type Scope } from '../scope-link';
import { listAgrees, listRange, scopeService } from '../scope-price';
import { importSigningKey, signText } from '../scope-sign';
import { cleanLine, hasBidi } from './clean-text';
import type { QuoteLead } from './lead';

/** Why a scope was not issued. */
export type ScopeRefusal =
  /** Not a readable scope, or its check does not match. */
  | 'unreadable'
  /** Another reference than the lead's. */
  | 'ref'
  /** Other places than the lead's, or a place that names none of its served cities. */
  | 'places'
  /** A place holding what no place needs: an address for money, a link, a phone number. */
  | 'place-text'
  /** Written on a day more than one day from the edge's. */
  | 'date'
  /** Valid for longer than we publish (SCOPE_VALID_DAYS). */
  | 'validity'
  /** Another moving time than the lead's. */
  | 'move-time'
  /** Other floors or lifts than the lead's (one not given is not given in both). */
  | 'floors'
  /**
   * Another service than the lead's, a volume, truck or cars that are not its list's, or a scope
   * based on another size than the lead's, or on other counts than its home size's typical list.
   */
  | 'list'
  /** A price other than our price code gives the list. */
  | 'price'
  /** No price, where the list has one: the page's estimator had not loaded. */
  | 'no-price'
  /** SCOPE_SIGNING_KEY is set but is not a usable key. */
  | 'key';

export type ScopeIssue =
  | { issued: true; fragment: string; signature: string }
  /** `forged`: no page of ours writes such a scope; the lead is marked suspect for it. */
  | { issued: false; reason: ScopeRefusal; forged: boolean };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Money goes to an `@` (a UPI ID), a link or a number; a place needs none of them. */
function placeTextProblem(text: string): boolean {
  if (/@|:\/\/|\bwww\.|\p{Sc}/iu.test(text)) return true;
  // A PIN code has 6 digits; 7 or more in a row, spaces and hyphens between them or not, are a
  // phone or an account number.
  return /\p{Nd}(?:[\s\p{Pd}]*\p{Nd}){6}/u.test(text);
}

/** The lead's place, in the same words (the lead was cleaned, lib/leads/clean-text.ts; the scope not). */
const samePlace = (scopePlace: string, leadPlace: string) =>
  scopePlace === leadPlace || cleanLine(scopePlace) === leadPlace;

/** Names the lead's served city, by its name or another spelling, and reads as it is written. */
const namesCity = (place: string, city: string) =>
  !hasBidi(place) &&
  (place.toLowerCase().includes(city.toLowerCase()) || matchServiceableCity(place) === city);

const sameFloors = (a: Floors, b: Floors) =>
  a.pickupFloor === b.pickupFloor &&
  a.dropFloor === b.dropFloor &&
  a.liftPickup === b.liftPickup &&
  a.liftDrop === b.liftDrop;

const refuse = (reason: ScopeRefusal, forged: boolean): ScopeIssue => ({
  issued: false,
  reason,
  forged,
});

/**
 * Why the lead's scope may not be issued, or null when it may. `now` is the edge's clock: the
 * page wrote its date by the visitor's calendar, which is up to a day either side of UTC's.
 */
export function scopeRefusal(lead: QuoteLead, now: Date): ScopeIssue | null {
  const read = readScopeFragment(lead.scope);
  if (!read.ok) return refuse('unreadable', true);
  const scope: Scope = read.scope;
  if (scope.ref !== lead.ref) return refuse('ref', true);
  if (!samePlace(scope.from, lead.pickup) || !samePlace(scope.to, lead.drop))
    return refuse('places', true);
  if (placeTextProblem(scope.from) || placeTextProblem(scope.to)) return refuse('place-text', true);
  if (!namesCity(scope.from, lead.fromCity) || !namesCity(scope.to, lead.toCity))
    return refuse('places', false);
  const written = Date.parse(`${scope.date}T00:00:00Z`);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  if (Math.abs(written - today) > DAY_MS) return refuse('date', false);
  if (scope.validUntil > addDays(scope.date, SCOPE_VALID_DAYS)) return refuse('validity', true);
  if (scope.moveTime !== lead.moveTime) return refuse('move-time', true);
  // Only a home move's floors are asked: an office's or a vehicle's scope says none.
  const leadFloors = isHomeMove(lead.service) ? floorsOf(lead) : FLOORS_NOT_GIVEN;
  if (!sameFloors(scope.floors, leadFloors)) return refuse('floors', true);
  if (
    scopeService(scope) !== (lead.service || DEFAULT_SERVICE) ||
    (scope.basis && scope.basis !== lead.size) ||
    !listAgrees(scope)
  )
    return refuse('list', true);
  const range = listRange(scope, lead.fromCity, lead.toCity);
  if (scope.low === 0 && scope.high === 0) return range ? refuse('no-price', false) : null;
  if (!range || range.low !== scope.low || range.high !== scope.high) return refuse('price', true);
  return null;
}

/**
 * The lead's scope, issued: checked (scopeRefusal), then signed with SCOPE_SIGNING_KEY (a private
 * JWK as JSON). A validity longer than we publish is refused rather than cut down: signing a
 * shorter one would sign words the visitor's own link does not hold.
 */
export async function issueScope(
  lead: QuoteLead,
  now: Date,
  signingKey: string,
): Promise<ScopeIssue> {
  const refusal = scopeRefusal(lead, now);
  if (refusal) return refusal;
  const { unsigned } = splitFragment(lead.scope)!;
  try {
    const key = await importSigningKey(signingKey);
    const signature = await signText(key, unsigned);
    return { issued: true, fragment: `${unsigned}.${signature}`, signature };
  } catch {
    return refuse('key', false);
  }
}

/** What the leads table's `suspect` column says of a scope: only a scope no page of ours writes. */
export function scopeSuspicion(issue: ScopeIssue | null): string | null {
  return issue && !issue.issued && issue.forged ? `scope-${issue.reason}` : null;
}
