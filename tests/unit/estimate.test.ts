import { HOME_SIZES, OFFICE_SIZES, VEHICLES, GST_RATE, DISTANCE_BANDS } from '@/content/pricing';
import { bandIndex, estimateLine, estimateMove, type Estimate } from '@/lib/estimate';
import { sizesFor } from '@/lib/estimate-options';
import { extras } from '@/content/pricing';
import { FLOORS_NOT_GIVEN } from '@/lib/floors';
import { formatRupees } from '@/lib/format';

const home = (from: string, to: string, size = '2 BHK') =>
  estimateMove({ from, to, service: 'Home Shifting', size });

function ok(e: ReturnType<typeof estimateMove>): Estimate {
  if (!e.ok) throw new Error(e.reason);
  return e;
}

describe('estimateMove on the real rate table', () => {
  it('prices Chennai to Bangalore 2 BHK as an intercity move of 300-400 km', () => {
    const e = ok(home('Chennai', 'Bangalore'));
    expect(e.km).toBeGreaterThan(300);
    expect(e.km).toBeLessThan(400);
    expect(e.local).toBe(false);
    expect(e.low).toBeLessThan(e.total);
    expect(e.high).toBeGreaterThan(e.total);
    expect(e.items.map((i) => i.label)).toEqual(['Transport', 'Packing', 'Loading and unloading']);
    expect(e.gst).toBe(Math.round(e.subtotal * GST_RATE));
    expect(e.total).toBe(e.subtotal + e.gst);
  });

  it('is monotonic in home size', () => {
    for (const [from, to] of [
      ['Chennai', 'Chennai'],
      ['Chennai', 'Bangalore'],
      ['Chennai', 'Delhi'],
    ] as const) {
      const totals = HOME_SIZES.map((size) => ok(home(from, to, size)).total);
      for (let i = 1; i < totals.length; i++) expect(totals[i]).toBeGreaterThan(totals[i - 1]!);
    }
  });

  it('is monotonic in distance', () => {
    const destinations = ['Chennai', 'Vellore', 'Bangalore', 'Hyderabad', 'Mumbai', 'Delhi'];
    const totals = destinations.map((to) => ok(home('Chennai', to)).total);
    for (let i = 1; i < totals.length; i++)
      expect(totals[i]).toBeGreaterThanOrEqual(totals[i - 1]!);
    expect(totals.at(-1)).toBeGreaterThan(totals[0]!);
  });

  it('makes a local move cheaper than any intercity one', () => {
    for (const size of HOME_SIZES) {
      const local = ok(home('Pune', 'Pune', size));
      const intercity = ok(home('Pune', 'Mumbai', size));
      expect(local.local).toBe(true);
      expect(local.km).toBe(0);
      expect(local.total).toBeLessThan(intercity.total);
    }
  });

  it('treats nearby places within 40 km as local', () => {
    expect(ok(home('Delhi', 'Noida')).local).toBe(true);
  });

  it('prices offices and vehicles, larger and farther costing more', () => {
    const offices = OFFICE_SIZES.map(
      (size) =>
        ok(estimateMove({ from: 'Chennai', to: 'Hyderabad', service: 'Office Shifting', size }))
          .total,
    );
    expect(offices[1]).toBeGreaterThan(offices[0]!);
    expect(offices[2]).toBeGreaterThan(offices[1]!);
    const [bike, car] = VEHICLES.map((size) =>
      ok(estimateMove({ from: 'Chennai', to: 'Delhi', service: 'Vehicle Shifting', size })),
    );
    expect(car!.total).toBeGreaterThan(bike!.total);
    expect(bike!.items).toHaveLength(1);
  });

  it('charges more for premium packing', () => {
    const standard = ok(
      estimateMove({ from: 'Chennai', to: 'Madurai', service: 'Home Shifting', size: '3 BHK' }),
    );
    const premium = ok(
      estimateMove({
        from: 'Chennai',
        to: 'Madurai',
        service: 'Home Shifting',
        size: '3 BHK',
        packing: 'Premium',
      }),
    );
    expect(premium.total).toBeGreaterThan(standard.total);
  });

  it('accepts city text with an area and other names', () => {
    expect(ok(home('Adyar, Chennai', 'Bengaluru')).toCity).toBe('Bangalore');
  });
});

describe('the floors of a home move priced by its size', () => {
  const move = (floors: Parameters<typeof estimateMove>[0]['floors'], service = 'Home Shifting') =>
    ok(
      estimateMove({
        from: 'Chennai',
        to: 'Bangalore',
        service,
        size: service === 'Home Shifting' ? '2 BHK' : 'Small office (up to 10 desks)',
        floors,
      }),
    );

  it('adds the floors climbed without a lift at the published rate', () => {
    const plain = move({ pickupFloor: 0, dropFloor: 0, liftPickup: null, liftDrop: null });
    const stairs = move({ pickupFloor: 3, dropFloor: 2, liftPickup: false, liftDrop: true });
    const line = stairs.items.find((i) => i.kind === 'floors');
    expect(line).toEqual({
      kind: 'floors',
      label: 'Floors without a lift (3)',
      amount: 3 * extras.floorWithoutLift.amount,
    });
    expect(stairs.subtotal - plain.subtotal).toBe(3 * extras.floorWithoutLift.amount);
    expect(stairs.floors).toEqual({ climbed: 3, unknown: false });
    expect(plain.floors).toEqual({ climbed: 0, unknown: false });
  });

  it('charges nothing for floors not given, and says that stairs may still cost', () => {
    const unknown = move(FLOORS_NOT_GIVEN);
    expect(unknown.items.some((i) => i.kind === 'floors')).toBe(false);
    expect(unknown.floors).toEqual({ climbed: 0, unknown: true });
    // A floor above the ground with its lift not given is not known either.
    expect(move({ ...FLOORS_NOT_GIVEN, pickupFloor: 2, dropFloor: 0 }).floors?.unknown).toBe(true);
    expect(move({ ...FLOORS_NOT_GIVEN, pickupFloor: 0, dropFloor: 0 }).floors?.unknown).toBe(false);
  });

  it('leaves floors out where they were not asked: an office, a city page’s routes', () => {
    expect(move(FLOORS_NOT_GIVEN, 'Office Shifting').floors).toBeUndefined();
    expect(ok(home('Chennai', 'Bangalore')).floors).toBeUndefined();
  });
});

describe('no estimate, with a reason', () => {
  it.each([
    ['Atlantis', 'Chennai', 'noFrom'],
    ['Chennai', 'Gotham', 'noTo'],
    ['', 'Chennai', 'noFrom'],
  ])('from %p to %p', (from, to, reason) => {
    const e = home(from, to);
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.reason).toBe(reason);
  });

  it('when the size does not match the service', () => {
    const e = estimateMove({ from: 'Chennai', to: 'Pune', service: 'Home Shifting', size: 'Car' });
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.reason).toBe('noSize');
    expect(estimateMove({ from: 'Chennai', to: 'Pune', service: '', size: '2 BHK' }).ok).toBe(
      false,
    );
  });

  it('never NaN, for hostile input', () => {
    for (const junk of [null, undefined, 42, '<script>', '😀'.repeat(1000), ' '.repeat(10)]) {
      const e = estimateMove({
        from: junk as unknown as string,
        to: 'Chennai',
        service: 'Home Shifting',
        size: '1 BHK',
      });
      expect(e.ok).toBe(false);
    }
    for (const size of sizesFor('Home Shifting')) {
      const e = ok(home('Chennai', 'Guwahati', size));
      for (const n of [e.km, e.subtotal, e.gst, e.total, e.low, e.high])
        expect(Number.isFinite(n)).toBe(true);
    }
  });
});

describe('bands and formatting', () => {
  it('puts distances in their band', () => {
    expect(bandIndex(50)).toBe(0);
    expect(bandIndex(100)).toBe(0);
    expect(bandIndex(101)).toBe(1);
    expect(bandIndex(5000)).toBe(DISTANCE_BANDS.length - 1);
  });

  it('formats rupees with Indian grouping', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(999.6)).toBe('₹1,000');
    expect(formatRupees(Number.NaN)).toBe('₹—');
  });

  it('writes the range in the chat line', () => {
    const e = ok(home('Chennai', 'Bangalore'));
    expect(estimateLine(e)).toMatch(/^Estimate: ₹[\d,]+ – ₹[\d,]+ \(2 BHK, about \d+ km\)$/);
    expect(estimateLine(ok(home('Pune', 'Pune')))).toMatch(/\(2 BHK, local move\)$/);
  });
});
