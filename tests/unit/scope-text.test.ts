import { typicalLists } from '@/content/items';
import { floorsLine, itemsSummary, listForEmail, listLines } from '@/lib/scope-text';
import { NO_FLOORS, type ItemList } from '@/lib/volume';

const list = (counts: ItemList['counts'], floors: Partial<ItemList> = {}): ItemList => ({
  counts,
  ...NO_FLOORS,
  ...floors,
});

describe('the item list in writing', () => {
  it('writes the chat lines: items in the catalogue’s order, volume, vehicle and floors', () => {
    const lines = listLines(
      list(
        { cartons: 10, doubleBed: 2, refrigerator: 1 },
        { pickupFloor: 3, dropFloor: 1, liftDrop: true },
      ),
    );
    expect(lines).toEqual([
      'Items: Double bed ×2, Refrigerator ×1, Cartons ×10',
      'Volume: about 184 cu ft',
      'Vehicle: 14 ft truck',
      'Floors: pickup 3rd floor, no lift; drop 1st floor, lift',
    ]);
  });

  it('names the car carrier, alone or beside a truck', () => {
    expect(listLines(list({ car: 1 }))[2]).toBe('Vehicle: car carrier (1 car)');
    expect(listLines(list({ car: 2, sofa3: 1 }))[2]).toBe(
      'Vehicle: Small pickup + car carrier (2 cars)',
    );
    expect(listLines(list({}))[2]).toBe('Vehicle: none');
  });

  it('writes floors as people say them', () => {
    expect(floorsLine(list({}))).toBe('Floors: pickup ground floor; drop ground floor');
    expect(floorsLine(list({}, { pickupFloor: 12, dropFloor: 22 }))).toBe(
      'Floors: pickup 12th floor, no lift; drop 22nd floor, no lift',
    );
  });

  it('gives the e-mail every item, room by room', () => {
    const text = listForEmail(list(typicalLists['2 BHK']));
    expect(text).toMatch(/^Bedrooms:\n {2}Double bed: 2\n {2}Wardrobe: 2\n/);
    expect(text).toContain('Kitchen and appliances:\n  Refrigerator: 1');
    expect(text).toContain('Cartons: 40');
    expect(text).toMatch(/Volume: about 566 cu ft\nVehicle: 17 ft truck\nFloors: /);
    expect(itemsSummary(list({}))).toBe('');
  });
});
