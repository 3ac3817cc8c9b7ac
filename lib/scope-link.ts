/**
 * The written scope travels in its link (docs/product.md#the-written-scope): there is no server
 * to keep it, so the link's fragment holds the whole scope, and the page reads it back on any
 * phone. A fragment never reaches a server, not even ours.
 *
 * The link is the scope as JSON, in UTF-8, in base64url, then `.` and a check of it (FNV-1a, 32
 * bits). The check finds a link cut short by a chat app or changed by hand; it is not a signature
 * (anyone can compute it). A scope the edge has issued carries one more `.` and our signature of
 * the two parts before it (lib/scope-sign.ts): only that tells a scope we wrote from one made in
 * our name. Everything read back is checked field by field and rendered as text, so a link can
 * never put markup on the page.
 */
import { TRUCK_IDS, type TruckId } from '@/content/trucks';
import { serviceForSize } from './estimate-options';
import { MAX_FLOOR, type Floors } from './floors';
import { toLocalInputValue } from './move-time';
import { isQuoteRef } from './quote-ref';
import { readList, type ItemList, type TruckChoice } from './volume';

export interface Scope {
  ref: string;
  /** The day the request was written, and the day its price holds to: YYYY-MM-DD. */
  date: string;
  validUntil: string;
  from: string;
  to: string;
  /** The moving date and time, as the form holds it (2026-12-05T10:30), or ''. */
  moveTime: string;
  /**
   * What the volume and price are worked out from: '' for the visitor's own item list (a home
   * move), or the size chosen on the form when no list was given: a home size ("2 BHK"), and
   * `list` is then that size's typical list; or an office size or a vehicle, and `list` is empty,
   * with no volume, truck or cars (lib/scope-price.ts).
   */
  basis: string;
  list: ItemList;
  /** The floors and lifts as the visitor gave them; null is not given. */
  floors: Floors;
  volume: number;
  truck: TruckChoice | null;
  cars: number;
  /** The price range in rupees, GST included; both 0 when no estimate could be made. */
  low: number;
  high: number;
}

export type ReadScope =
  | { ok: true; scope: Scope }
  /** No scope in the link at all. */
  | { ok: false; reason: 'empty' }
  /** Not readable: cut short, or not a scope. */
  | { ok: false; reason: 'damaged' }
  /** Readable, but not what was written: changed since. */
  | { ok: false; reason: 'changed' };

const MAX_PLACE = 200;
const MAX_RUPEES = 100_000_000;

/** FNV-1a over UTF-16 code units, as 8 hex digits. */
export function checkOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** Bytes in base64url, as links and signatures carry them. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Base64url back to bytes; null for anything else. */
export function fromBase64Url(code: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) return null;
  try {
    return Uint8Array.from(atob(code.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
  } catch {
    return null;
  }
}

/** The scope as the link's fragment (without the `#`). */
export function scopeFragment(scope: Scope): string {
  const { list, floors } = scope;
  const lift = (v: boolean | null) => (v === null ? null : v ? 1 : 0);
  const json = JSON.stringify({
    v: 1,
    r: scope.ref,
    d: scope.date,
    u: scope.validUntil,
    f: scope.from,
    t: scope.to,
    m: scope.moveTime,
    ...(scope.basis && { s: scope.basis }),
    c: list.counts,
    p: [floors.pickupFloor, floors.dropFloor, lift(floors.liftPickup), lift(floors.liftDrop)],
    o: scope.volume,
    k: scope.truck ? [scope.truck.truck, scope.truck.count] : null,
    n: scope.cars,
    $: [scope.low, scope.high],
  });
  const payload = toBase64Url(new TextEncoder().encode(json));
  return `${payload}.${checkOf(payload)}`;
}

const isDay = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

const isText = (v: unknown, max: number): v is string =>
  typeof v === 'string' && v.length <= max && !/\p{Cc}/u.test(v);

const isWhole = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

/**
 * The floors `[pickup, drop, lift at pickup, lift at drop]`: a floor 0 to MAX_FLOOR, a lift 1 or 0,
 * and null for not given (a link from before the form asked them has no nulls).
 */
function readFloors(v: unknown): Floors | undefined {
  if (!Array.isArray(v) || v.length !== 4) return undefined;
  const [pickupFloor, dropFloor, liftPickup, liftDrop] = v as unknown[];
  const floor = (f: unknown) => f === null || isWhole(f, MAX_FLOOR);
  const lift = (l: unknown) => l === null || l === 1 || l === 0;
  if (!floor(pickupFloor) || !floor(dropFloor) || !lift(liftPickup) || !lift(liftDrop))
    return undefined;
  const yes = (l: unknown) => (l === null ? null : l === 1);
  return { pickupFloor, dropFloor, liftPickup: yes(liftPickup), liftDrop: yes(liftDrop) } as Floors;
}

function readTruck(v: unknown): TruckChoice | null | undefined {
  if (v === null) return null;
  if (!Array.isArray(v) || v.length !== 2) return undefined;
  const [id, count] = v as unknown[];
  if (!(TRUCK_IDS as readonly unknown[]).includes(id) || !isWhole(count, 99) || count < 1)
    return undefined;
  return { truck: id as TruckId, count };
}

export interface FragmentParts {
  /** The scope as the browser wrote it: `payload.check`. */
  unsigned: string;
  /** The edge's signature of `unsigned` (base64url), on an issued scope; null on one not issued. */
  signature: string | null;
}

/** A fragment (with or without its `#`) as its parts: `payload.check`, then `.signature` or not. */
export function splitFragment(fragment: string): FragmentParts | null {
  const parts = fragment.replace(/^#/, '').trim().split('.');
  if (parts.length < 2 || parts.length > 3 || parts.some((part) => !part)) return null;
  return { unsigned: `${parts[0]}.${parts[1]}`, signature: parts[2] ?? null };
}

/**
 * The scope in a link's fragment (with or without its `#`), checked; a signature, where there is
 * one, is not judged here (lib/scope-sign.ts does, against our key).
 */
export function readScopeFragment(fragment: string): ReadScope {
  if (!fragment.replace(/^#/, '').trim()) return { ok: false, reason: 'empty' };
  const [payload = '', check] = splitFragment(fragment)?.unsigned.split('.') ?? [];
  const bytes = check ? fromBase64Url(payload) : null;
  if (bytes === null) return { ok: false, reason: 'damaged' };
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    // Not UTF-8, or not JSON: not a scope.
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return { ok: false, reason: 'damaged' };
  const v = parsed as Record<string, unknown>;
  if (check !== checkOf(payload)) return { ok: false, reason: 'changed' };

  const list = readList({ counts: v.c });
  const floors = readFloors(v.p);
  const basis = v.s ?? '';
  const truck = readTruck(v.k);
  const price = Array.isArray(v.$) && v.$.length === 2 ? (v.$ as unknown[]) : [];
  const [low, high] = price;
  const valid =
    v.v === 1 &&
    isQuoteRef(v.r) &&
    isDay(v.d) &&
    isDay(v.u) &&
    v.u >= v.d &&
    isText(v.f, MAX_PLACE) &&
    isText(v.t, MAX_PLACE) &&
    isText(v.m, 20) &&
    list !== null &&
    floors !== undefined &&
    (basis === '' || (typeof basis === 'string' && serviceForSize(basis) !== null)) &&
    isWhole(v.o, 1_000_000) &&
    truck !== undefined &&
    isWhole(v.n, 99) &&
    isWhole(low, MAX_RUPEES) &&
    isWhole(high, MAX_RUPEES) &&
    low <= high;
  if (!valid) return { ok: false, reason: 'damaged' };
  return {
    ok: true,
    scope: {
      ref: v.r as string,
      date: v.d as string,
      validUntil: v.u as string,
      from: v.f as string,
      to: v.t as string,
      moveTime: v.m as string,
      basis: basis as string,
      list,
      floors,
      volume: v.o as number,
      truck,
      cars: v.n as number,
      low: low as number,
      high: high as number,
    },
  };
}

/** `2026-11-24` plus days, in the calendar (no time zone). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today in the visitor's own calendar, YYYY-MM-DD. */
export const localDay = (now: Date = new Date()): string => toLocalInputValue(now).slice(0, 10);
