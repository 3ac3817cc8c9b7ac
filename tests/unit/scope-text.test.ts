import { typicalLists } from '@/content/items';
import { itemsSummary, listForEmail, listLines } from '@/components/quote/items-panel';
import type { ItemList } from '@/lib/volume';

const list = (counts: ItemList['counts']): ItemList => ({ counts });

describe('the item list in writing', () => {
  it('writes the chat lines: items in the catalogue’s order, volume and vehicle (the floors are the form’s)', () => {
    const lines = listLines(list({ cartons: 10, doubleBed: 2, refrigerator: 1 }));
    expect(lines).toEqual([
      'Items: Double bed ×2, Refrigerator ×1, Cartons ×10',
      'Volume: about 184 cu ft',
      'Vehicle: 14 ft truck',
    ]);
  });

  it('names the car carrier, alone or beside a truck', () => {
    expect(listLines(list({ car: 1 }))[2]).toBe('Vehicle: car carrier (1 car)');
    expect(listLines(list({ car: 2, sofa3: 1 }))[2]).toBe(
      'Vehicle: Small pickup + car carrier (2 cars)',
    );
    expect(listLines(list({}))[2]).toBe('Vehicle: none');
  });

  it('gives the e-mail every item, room by room', () => {
    const text = listForEmail(list(typicalLists['2 BHK']));
    expect(text).toMatch(/^Bedrooms:\n {2}Double bed: 2\n {2}Wardrobe: 2\n/);
    expect(text).toContain('Kitchen and appliances:\n  Refrigerator: 1');
    expect(text).toContain('Cartons: 40');
    expect(text).toMatch(/Volume: about 566 cu ft\nVehicle: 17 ft truck$/);
    expect(itemsSummary(list({}))).toBe('');
  });
});
