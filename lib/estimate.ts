/**
 * The instant cost estimate (docs/product.md#the-estimate): distance from the two cities'
 * coordinates, then a range and an itemised breakdown from content/pricing.ts. Pure.
 */
import {
  DISTANCE_BANDS,
  estimateLineLabels as L,
  INSURANCE_RATE,
  LISTED_RANGE_WIDTH,
  LOCAL_MAX_KM,
  RANGE_WIDTH,
  packingGrades,
  type PackingGrade,
} from '@/content/pricing';
import { findCityByName } from './cities';
import { isHomeMove, type Floors } from './floors';
import { sizesFor } from './estimate-options';
import { priceLines, priceList, round100, sizeLines, type LineItem } from './price';
import { floorCharge, floorsUnknown, floorsWithoutLift, type ListSummary } from './trucks';
import { roadDistance } from './roads';
import { matchServiceableCity } from './quote';
import { transitLabel } from './transit';
import { formatRupees } from './format';

export interface EstimateInput {
  from: string;
  to: string;
  service: string;
  /** Home size, office size or vehicle, by service. */
  size: string;
  packing?: PackingGrade;
  /** The visitor's item list, for a home move: priced by its volume instead of the size. */
  list?: ListSummary | null;
  /** The floors and lifts the visitor gave, for a home move (lib/floors.ts). */
  floors?: Floors | null;
}

/** A move priced between two served cities. */
export type Estimate = { ok: true; fromCity: string; toCity: string } & ReturnType<
  typeof priceMove
>;

/** Why there is no estimate yet; the form says it in the page's language. */
export type NoEstimateReason = 'noFrom' | 'noTo' | 'notOnMap' | 'noSize' | 'noDistance';

/** Index of the distance band for an intercity road distance. */
export function bandIndex(km: number): number {
  const i = DISTANCE_BANDS.findIndex((b) => km <= b.maxKm);
  return i === -1 ? DISTANCE_BANDS.length - 1 : i;
}

export function estimateMove(
  input: EstimateInput,
): Estimate | { ok: false; reason: NoEstimateReason } {
  const fromName = matchServiceableCity(String(input.from ?? ''));
  const toName = matchServiceableCity(String(input.to ?? ''));
  if (!fromName) return { ok: false, reason: 'noFrom' };
  if (!toName) return { ok: false, reason: 'noTo' };
  const from = findCityByName(fromName);
  const to = findCityByName(toName);
  if (!from || !to) return { ok: false, reason: 'notOnMap' };
  if (!usesList(input) && !sizesFor(input.service).includes(input.size))
    return { ok: false, reason: 'noSize' };

  const km = from.name === to.name ? 0 : roadDistance(from, to);
  if (!Number.isFinite(km)) return { ok: false, reason: 'noDistance' };
  return { ok: true, fromCity: from.name, toCity: to.name, ...priceMove({ ...input, km }) };
}

export type PriceInput = Omit<EstimateInput, 'from' | 'to'> & {
  /** Road distance in km; 0 within one city. */
  km: number;
};

/** A home move with at least one item listed is priced from its list. */
function usesList(
  input: Pick<PriceInput, 'service' | 'list'>,
): input is { list: ListSummary } & typeof input {
  return (
    isHomeMove(input.service) &&
    Boolean(input.list && (input.list.volume > 0 || input.list.cars > 0))
  );
}

/**
 * The price of a move of a given road distance, from content/pricing.ts by the site's one price
 * rule (lib/price.ts): the estimate's arithmetic, also used where the places are known only by
 * their distance (a city page's routes). The service and size must be a valid pair (see sizesFor).
 */
export function priceMove(input: PriceInput) {
  const km = Number.isFinite(input.km) && input.km > 0 ? Math.round(input.km) : 0;
  const local = km < LOCAL_MAX_KM;
  const band = local ? -1 : bandIndex(km);
  const multiplier = packingGrades[input.packing ?? 'Standard'].multiplier;

  const listed = usesList(input) ? priceList(input.list, band, multiplier) : undefined;
  const lines: LineItem[] = listed
    ? [...listed.items]
    : sizeLines(input.service, input.size, band, multiplier);
  // A home move pays for the floors climbed without a lift, listed or priced by its size.
  const home = input.service !== 'Vehicle Shifting' && input.service !== 'Office Shifting';
  const floors = home && input.floors ? input.floors : null;
  const climbed = floors ? floorsWithoutLift(floors) : 0;
  if (floors && climbed > 0)
    lines.push({
      kind: 'floors',
      label: L.floors(climbed),
      amount: floorCharge(floors),
    });
  const { items, subtotal, gst, total } = priceLines(lines);
  const width = listed ? LISTED_RANGE_WIDTH : RANGE_WIDTH;
  return {
    km,
    local,
    band: local ? L.localMove : DISTANCE_BANDS[band]!.label,
    transit: transitLabel(km),
    items,
    subtotal,
    gst,
    total,
    low: round100(total * (1 - width)),
    high: round100(total * (1 + width)),
    insuranceRate: INSURANCE_RATE,
    size: input.size,
    // Priced from an item list: its volume, truck and cars.
    ...(listed && {
      listed: { volume: listed.volume, truck: listed.truck, cars: listed.cars },
    }),
    // A home move whose floors were asked: the floors climbed without a lift (priced), and whether
    // a floor or lift was not given, so stairs may still cost something (not priced).
    ...(floors && { floors: { climbed, unknown: floorsUnknown(floors) } }),
  };
}

/** The chat message's extra line: `Estimate: ₹22,700 – ₹30,700 (2 BHK, about 360 km)`. */
export function estimateLine(e: Estimate): string {
  const distance = e.local ? 'local move' : `about ${e.km.toLocaleString('en-IN')} km`;
  return `Estimate: ${formatRupees(e.low)} – ${formatRupees(e.high)} (${e.listed ? 'item list' : e.size}, ${distance})`;
}
