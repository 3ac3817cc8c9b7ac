import { render, screen, within } from '@testing-library/react';
import { ChargesPage } from '@/components/content/charges-page';
import { HOME_SIZES, OFFICE_SIZES, VEHICLES } from '@/content/pricing';
import { chargesText as charges } from '@/content/charges-text';
import { estimateMove, bandIndex } from '@/lib/estimate';
import { findCityByName } from '@/lib/cities';
import { roadKm } from '@/lib/geo';
import { formatRupees } from '@/lib/format';

/**
 * The published charges page and the estimate price a move by one rule (lib/price.ts): the page's
 * rate for a move and the estimate of the same move are the same rupee. Checked on the real rate
 * card, and on one whose amounts are not round hundreds (as an owner's own card may be), where a
 * page doing its own GST arithmetic would differ from the estimate by some rupees.
 */

let mockOddRates = false;
jest.mock('@/content/pricing', () => {
  const actual = jest.requireActual('@/content/pricing');
  const odd = (n: number) => n + 40;
  const oddRow = (row: readonly number[]) => row.map(odd);
  const mapValues = <T, U>(o: Record<string, T>, f: (v: T) => U) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
  const oddCard = {
    homeCharges: mapValues(actual.homeCharges, (h: Record<string, number>) => mapValues(h, odd)),
    intercityTransport: mapValues(actual.intercityTransport, oddRow),
    vehicleCharges: mapValues(
      actual.vehicleCharges,
      (v: { local: number; byBand: readonly number[] }) => ({
        local: odd(v.local),
        byBand: oddRow(v.byBand),
      }),
    ),
    officeCharges: mapValues(
      actual.officeCharges,
      (o: {
        packing: number;
        loading: number;
        localTransport: number;
        transportFactor: number;
      }) => ({
        ...o,
        packing: odd(o.packing),
        loading: odd(o.loading),
        localTransport: odd(o.localTransport),
      }),
    ),
  };
  const card = { ...actual };
  for (const key of Object.keys(oddCard) as (keyof typeof oddCard)[]) {
    Object.defineProperty(card, key, {
      enumerable: true,
      get: () => (mockOddRates ? oddCard[key] : actual[key]),
    });
  }
  return card;
});

const CHENNAI = findCityByName('Chennai')!;
const BANGALORE = findCityByName('Bangalore')!;
const INTERCITY_BAND = bandIndex(Math.round(roadKm(CHENNAI, BANGALORE)));

/** The estimate's total for a move within Chennai, or from Chennai to Bangalore. */
function estimated(service: string, size: string, local: boolean): string {
  const e = estimateMove({ from: 'Chennai', to: local ? 'Chennai' : 'Bangalore', service, size });
  if (!e.ok) throw new Error(`No estimate for ${service} ${size}: ${e.reason}`);
  expect(e.local).toBe(local);
  return formatRupees(e.total);
}

/** The cells of a rate table's row, by the row's heading: the local column first. */
function rowCells(table: string, row: string): string[] {
  const region = screen.getByRole('table', { name: table });
  const header = within(region).getByRole('rowheader', { name: row });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

function expectSamePrices() {
  render(<ChargesPage locale="en" />);
  // One distance band: the one a Chennai–Bangalore move falls in.
  expect(INTERCITY_BAND).toBeGreaterThanOrEqual(0);
  for (const size of HOME_SIZES) {
    const cells = rowCells(charges.homeRates.caption, charges.homeSizes[size]);
    expect([size, cells[0]]).toEqual([size, estimated('Home Shifting', size, true)]);
    expect([size, cells[1 + INTERCITY_BAND]]).toEqual([
      size,
      estimated('Home Shifting', size, false),
    ]);
  }
  for (const vehicle of VEHICLES) {
    const cells = rowCells(charges.vehicleRates.caption, charges.vehicles[vehicle]);
    expect([vehicle, cells[0]]).toEqual([vehicle, estimated('Vehicle Shifting', vehicle, true)]);
    expect([vehicle, cells[1 + INTERCITY_BAND]]).toEqual([
      vehicle,
      estimated('Vehicle Shifting', vehicle, false),
    ]);
  }
  for (const size of OFFICE_SIZES) {
    // Packing, loading, then the local move's total with GST.
    const cells = rowCells(charges.officeRates.caption, charges.officeSizes[size]);
    expect([size, cells[2]]).toEqual([size, estimated('Office Shifting', size, true)]);
  }
}

describe('the charges page and the estimate', () => {
  afterEach(() => {
    mockOddRates = false;
  });

  it('give the same rupee for the same move: homes, vehicles and offices, local and intercity', () => {
    expectSamePrices();
    // The real card's figures, as the page has always shown them.
    expect(rowCells(charges.homeRates.caption, charges.homeSizes['2 BHK'])[0]).toBe('₹12,980');
  });

  it('still agree on a rate card whose amounts are not round hundreds', () => {
    mockOddRates = true;
    expectSamePrices();
  });
});
