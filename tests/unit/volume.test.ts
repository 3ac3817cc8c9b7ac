import { ITEM_IDS, MAX_COUNT, items, typicalLists } from '@/content/items';
import {
  HOME_SIZES,
  extras,
  homeCharges,
  intercityTransport,
  truckTransport,
} from '@/content/pricing';
import { TRUCK_IDS, trucks } from '@/content/trucks';
import { estimateMove, priceMove, type Estimate } from '@/lib/estimate';
import { FLOORS_NOT_GIVEN, type Floors } from '@/lib/floors';
import {
  carCount,
  floorCharge,
  listVolume,
  readCounts,
  readList,
  readWholeNumber,
  summarize,
  truckFor,
  truckName,
  typicalList,
  type ItemList,
} from '@/lib/volume';

const list = (counts: ItemList['counts']): ItemList => ({ counts });
/** Floors as the visitor gave them; what is left out was not given. */
const given = (floors: Partial<Floors>): Floors => ({ ...FLOORS_NOT_GIVEN, ...floors });

function ok(e: ReturnType<typeof estimateMove>): Estimate {
  if (!e.ok) throw new Error(e.reason);
  return e;
}

describe('the item catalogue', () => {
  it('gives every item a positive volume and a basis, but the car, which has its own carrier', () => {
    for (const id of ITEM_IDS) {
      const item = items[id];
      expect(item.basis.length).toBeGreaterThan(10);
      if (item.ownCarrier) expect(item.cft).toBe(0);
      else expect(item.cft).toBeGreaterThan(0);
    }
  });

  it('lists the trucks smallest first, each carrying more than the one before', () => {
    const caps = TRUCK_IDS.map((id) => trucks[id].capacityCft);
    expect([...caps].sort((a, b) => a - b)).toEqual(caps);
    expect(new Set(caps).size).toBe(caps.length);
  });
});

describe('readWholeNumber', () => {
  it('reads digits, spaces around them and Devanagari digits; empty is 0', () => {
    expect(readWholeNumber('3', 99)).toBe(3);
    expect(readWholeNumber(' 12 ', 99)).toBe(12);
    expect(readWholeNumber('०३', 99)).toBe(3);
    expect(readWholeNumber('', 99)).toBe(0);
    expect(readWholeNumber(7, 99)).toBe(7);
  });

  it('refuses signs, decimals, letters, numbers past the limit and other types', () => {
    for (const bad of ['-1', '2.5', 'two', '1e2', '100', '0x10', '+3'])
      expect(readWholeNumber(bad, 99)).toBeNull();
    expect(readWholeNumber(61, 60)).toBeNull();
    expect(readWholeNumber(1.5, 60)).toBeNull();
    expect(readWholeNumber(null, 60)).toBeNull();
    expect(readWholeNumber({}, 60)).toBeNull();
  });
});

describe('readCounts and readList', () => {
  it('keeps known items with a count, and drops zeros', () => {
    expect(readCounts({ doubleBed: 2, cartons: '40', chair: 0 })).toEqual({
      doubleBed: 2,
      cartons: 40,
    });
  });

  it('refuses an unknown item, a bad count or a count past the limit', () => {
    expect(readCounts({ piano: 1 })).toBeNull();
    expect(readCounts({ doubleBed: -1 })).toBeNull();
    expect(readCounts({ cartons: MAX_COUNT + 1 })).toBeNull();
    expect(readCounts({ __proto__: { doubleBed: 1 }, constructor: 1 })).toBeNull();
    expect(readCounts([1, 2])).toBeNull();
    expect(readCounts('doubleBed=2')).toBeNull();
  });

  it('reads a whole list, a list kept with its own floors from before included', () => {
    expect(readList({ counts: { sofa3: 1 } })).toEqual({ counts: { sofa3: 1 } });
    const old = { counts: { sofa3: 1 }, pickupFloor: 3, dropFloor: 0, liftPickup: false };
    expect(readList({ ...old, liftDrop: true })).toEqual({ counts: { sofa3: 1 } });
    expect(readList({ counts: { sofa3: 'x' } })).toBeNull();
    expect(readList({ pickupFloor: 3 })).toBeNull();
    expect(readList(null)).toBeNull();
  });
});

describe('volume and truck', () => {
  it('adds each item’s volume times its count, rounded up, without the car', () => {
    expect(listVolume({ doubleBed: 2, refrigerator: 1 })).toBe(2 * 60 + 30);
    expect(listVolume({ cartons: 10 })).toBe(34);
    expect(listVolume({ cartons: 1 })).toBe(4);
    expect(listVolume({ car: 2 })).toBe(0);
    expect(carCount({ car: 2, sofa3: 1 })).toBe(2);
  });

  it('takes the smallest truck that holds the volume', () => {
    expect(truckFor(0)).toBeNull();
    expect(truckFor(1)).toEqual({ truck: 'pickup', count: 1 });
    expect(truckFor(180)).toEqual({ truck: 'pickup', count: 1 });
    expect(truckFor(181)).toEqual({ truck: 'truck14', count: 1 });
    expect(truckFor(1000)).toEqual({ truck: 'container20', count: 1 });
    expect(truckFor(Number.NaN)).toBeNull();
  });

  it('takes as many of the largest as a volume past its load needs', () => {
    expect(truckFor(1651)).toEqual({ truck: 'container32', count: 2 });
    expect(truckName({ truck: 'container32', count: 2 })).toBe('2 × 32 ft container');
    expect(truckName({ truck: 'truck17', count: 1 })).toBe('17 ft truck');
  });

  it('fills each home size’s typical list into the truck its size row is priced as', () => {
    const expected = {
      '1 RK': 'pickup',
      '1 BHK': 'truck14',
      '2 BHK': 'truck17',
      '3 BHK': 'container20',
      '4 BHK & above': 'container32',
    } as const;
    for (const size of HOME_SIZES) {
      const choice = truckFor(listVolume(typicalLists[size]));
      expect([size, choice]).toEqual([size, { truck: expected[size], count: 1 }]);
      expect(truckTransport[expected[size]].byBand).toEqual(intercityTransport[size]);
      expect(truckTransport[expected[size]].local).toBe(homeCharges[size].localTransport);
    }
  });

  it('starts from a typical list only for a home size', () => {
    expect(typicalList('2 BHK')).toEqual(typicalLists['2 BHK']);
    expect(typicalList('Car')).toEqual({});
    expect(typicalList('')).toEqual({});
  });
});

describe('floors without a lift', () => {
  it('charges the published rate per floor at each end without a lift', () => {
    const rate = extras.floorWithoutLift.amount;
    const noLifts = { liftPickup: false, liftDrop: false };
    expect(floorCharge(given({ pickupFloor: 3, dropFloor: 2, ...noLifts }))).toBe(5 * rate);
    expect(floorCharge(given({ pickupFloor: 3, dropFloor: 2, ...noLifts, liftPickup: true }))).toBe(
      2 * rate,
    );
    expect(
      floorCharge(given({ pickupFloor: 3, dropFloor: 2, liftPickup: true, liftDrop: true })),
    ).toBe(0);
    expect(floorCharge(given({ dropFloor: 0, liftDrop: false }))).toBe(0);
  });

  it('charges nothing for a floor or a lift not given: never assumed', () => {
    expect(floorCharge(FLOORS_NOT_GIVEN)).toBe(0);
    // A floor without its lift answer, and "no lift" without its floor.
    expect(floorCharge(given({ pickupFloor: 4, dropFloor: 3 }))).toBe(0);
    expect(floorCharge(given({ liftPickup: false, liftDrop: false }))).toBe(0);
  });
});

describe('pricing a listed move', () => {
  const twoBhk = list(typicalLists['2 BHK']);

  it('prices a typical list close to its home size, in a narrower range', () => {
    for (const km of [0, 350, 1400]) {
      const bySize = priceMove({ km, service: 'Home Shifting', size: '2 BHK' });
      const byList = priceMove({
        km,
        service: 'Home Shifting',
        size: '2 BHK',
        list: summarize(twoBhk),
      });
      expect(byList.listed?.truck).toEqual({ truck: 'truck17', count: 1 });
      expect(Math.abs(byList.total - bySize.total) / bySize.total).toBeLessThan(0.1);
      expect(byList.high - byList.low).toBeLessThan(bySize.high - bySize.low);
    }
  });

  it('grows with the list: summarize(more) items, a bigger truck, a higher price', () => {
    const more = list({ ...typicalLists['2 BHK'], wardrobe: 4, cartons: 60 });
    const a = priceMove({
      km: 350,
      service: 'Home Shifting',
      size: '2 BHK',
      list: summarize(twoBhk),
    });
    const b = priceMove({
      km: 350,
      service: 'Home Shifting',
      size: '2 BHK',
      list: summarize(more),
    });
    expect(b.listed!.volume).toBeGreaterThan(a.listed!.volume);
    expect(b.listed!.truck).toEqual({ truck: 'truck19', count: 1 });
    expect(b.low).toBeGreaterThan(a.low);
  });

  it('adds the floors without a lift as their own line', () => {
    const high = given({ pickupFloor: 4, liftPickup: false, dropFloor: 0 });
    const a = priceMove({
      km: 0,
      service: 'Home Shifting',
      size: '2 BHK',
      list: summarize(twoBhk),
    });
    const b = priceMove({
      km: 0,
      service: 'Home Shifting',
      size: '2 BHK',
      list: summarize(twoBhk),
      floors: high,
    });
    const floors = b.items.find((i) => i.kind === 'floors');
    expect(floors?.amount).toBe(4 * extras.floorWithoutLift.amount);
    expect(b.subtotal - a.subtotal).toBe(4 * extras.floorWithoutLift.amount);
  });

  it('puts a car on a carrier, with or without a truck', () => {
    const carOnly = priceMove({
      km: 350,
      service: 'Home Shifting',
      size: '',
      list: summarize(list({ car: 1 })),
    });
    expect(carOnly.listed?.truck).toBeNull();
    expect(carOnly.items.map((i) => i.kind)).toEqual(['carTransport']);
  });

  it('ignores an empty list, and a list on another service', () => {
    const empty = priceMove({
      km: 350,
      service: 'Home Shifting',
      size: '2 BHK',
      list: summarize(list({})),
    });
    expect(empty.listed).toBeUndefined();
    const office = priceMove({
      km: 350,
      service: 'Office Shifting',
      size: 'Small office (up to 10 desks)',
      list: summarize(twoBhk),
    });
    expect(office.listed).toBeUndefined();
  });

  it('needs no home size when there is a list', () => {
    expect(
      estimateMove({ from: 'Pune', to: 'Mumbai', service: 'Home Shifting', size: '' }),
    ).toEqual({ ok: false, reason: 'noSize' });
    const e = ok(
      estimateMove({
        from: 'Pune',
        to: 'Mumbai',
        service: 'Home Shifting',
        size: '',
        list: summarize(twoBhk),
      }),
    );
    expect(e.listed?.volume).toBe(listVolume(typicalLists['2 BHK']));
  });
});
