/**
 * The household items a visitor can list on the quote form, by room, each with the space it takes
 * in a truck (docs/product.md#the-written-scope). The written scope and the estimate price a list
 * by its total volume (lib/volume.ts).
 *
 * How the volumes were reached: the outer size of a typical item sold in India, as it travels
 * (beds and tables dismantled, appliances upright in their packing, sofas wrapped), in cubic feet,
 * rounded up, plus the air a crew cannot fill around an odd shape. They agree with the cube sheets
 * movers use the world over (a queen bed 60–70 cu ft, a double-door refrigerator 30, a standard
 * carton 3.4) within a few cubic feet. `basis` says how each figure was reached.
 *
 * The ids travel in the written scope's link, so an id is never reused for another item; the names
 * here are English, other languages name the ids in their own folder (content/hi/items-text.ts).
 */
import type { ItemId, Room } from './item-ids';
import type { HomeSize } from './sizes';

export { ITEM_IDS, MAX_COUNT, ROOMS, type ItemId, type Room } from './item-ids';

export interface ItemSpec {
  room: Room;
  /** The English name: the control's accessible name and the business's copy. */
  name: string;
  /** Cubic feet one of it takes in the truck, as it travels. */
  cft: number;
  /** Where the volume comes from. */
  basis: string;
  /** Goes on its own carrier, not in the container: priced as a vehicle (content/pricing.ts). */
  ownCarrier?: true;
}

export const items: Record<ItemId, ItemSpec> = {
  doubleBed: {
    room: 'bedroom',
    name: 'Double bed',
    cft: 60,
    basis:
      'Queen or king bed, dismantled: headboard, sides and base about 6.5 × 5 ft, with mattress',
  },
  singleBed: {
    room: 'bedroom',
    name: 'Single bed',
    cft: 35,
    basis: 'Single or diwan bed, 6.5 × 3 ft, dismantled, with mattress',
  },
  wardrobe: {
    room: 'bedroom',
    name: 'Wardrobe',
    cft: 40,
    basis: 'Two-door steel almirah 6.5 × 3 × 1.75 ft (34 cu ft), wrapped; a wooden one is close',
  },
  dressingTable: {
    room: 'bedroom',
    name: 'Dressing table',
    cft: 15,
    basis: 'About 3 × 1.5 × 2.5 ft with its mirror crated',
  },
  bedsideTable: {
    room: 'bedroom',
    name: 'Bedside table',
    cft: 5,
    basis: 'About 1.5 × 1.5 × 2 ft, wrapped',
  },
  studyTable: {
    room: 'bedroom',
    name: 'Study table',
    cft: 15,
    basis: '4 × 2 ft top, legs off: about 15 cu ft packed',
  },
  sofa3: {
    room: 'living',
    name: 'Three-seater sofa',
    cft: 50,
    basis: 'About 6.5 × 3 × 2.7 ft, wrapped, stood on end',
  },
  sofa2: {
    room: 'living',
    name: 'Two-seater sofa',
    cft: 35,
    basis: 'About 4.5 × 3 × 2.7 ft, wrapped',
  },
  armchair: {
    room: 'living',
    name: 'Armchair',
    cft: 20,
    basis: 'Single sofa seat, about 3 × 3 × 2.7 ft less the space under its arms',
  },
  centreTable: {
    room: 'living',
    name: 'Centre table',
    cft: 8,
    basis: 'About 3.5 × 2 × 1.5 ft, glass top crated separately',
  },
  tvUnit: {
    room: 'living',
    name: 'TV unit',
    cft: 15,
    basis: 'Low cabinet about 5 × 1.5 × 2 ft',
  },
  television: {
    room: 'living',
    name: 'Television',
    cft: 8,
    basis: 'Up to 55 inches in its carton or a padded crate: about 4.6 × 2.8 × 0.6 ft',
  },
  bookshelf: {
    room: 'living',
    name: 'Bookshelf',
    cft: 20,
    basis: 'About 3 × 1 × 6 ft, emptied (its books go in cartons)',
  },
  diningTable: {
    room: 'living',
    name: 'Dining table',
    cft: 30,
    basis: 'Four to six seats: top and legs apart, about 5 × 3 ft top, crated if glass',
  },
  chair: {
    room: 'living',
    name: 'Chairs',
    cft: 5,
    basis: 'A dining or study chair, about 1.5 × 1.5 × 3 ft less what stacks',
  },
  refrigerator: {
    room: 'kitchen',
    name: 'Refrigerator',
    cft: 30,
    basis: 'Double-door, about 2.3 × 2.3 × 5.5 ft upright, padded',
  },
  washingMachine: {
    room: 'kitchen',
    name: 'Washing machine',
    cft: 15,
    basis: 'About 2 × 2 × 3 ft, drum locked, padded',
  },
  microwave: {
    room: 'kitchen',
    name: 'Microwave oven',
    cft: 3,
    basis: 'In a carton, about 2 × 1.5 × 1 ft',
  },
  waterPurifier: {
    room: 'kitchen',
    name: 'Water purifier',
    cft: 2,
    basis: 'Wall unit in a carton',
  },
  gasStove: {
    room: 'kitchen',
    name: 'Gas stove',
    cft: 2,
    basis: 'Two or three burners, in a carton; cylinders travel empty with the gas agency’s leave',
  },
  acUnit: {
    room: 'other',
    name: 'AC unit',
    cft: 10,
    basis: 'Split AC: indoor unit about 3 × 1 × 1 ft and outdoor unit 2.8 × 1 × 2 ft, padded',
  },
  airCooler: {
    room: 'other',
    name: 'Air cooler',
    cft: 8,
    basis: 'Desert cooler, about 2 × 1.5 × 3.5 ft less its hollow',
  },
  cartons: {
    room: 'other',
    name: 'Cartons',
    cft: 3.4,
    basis: 'Our standard five-ply carton, 18 × 18 × 18 inches (3.375 cu ft)',
  },
  suitcase: {
    room: 'other',
    name: 'Suitcases',
    cft: 4,
    basis: 'A large suitcase, about 2.5 × 1.7 × 1 ft',
  },
  bicycle: {
    room: 'other',
    name: 'Bicycle',
    cft: 10,
    basis: 'Handlebar turned, pedals off: about 5.5 × 1 × 2 ft with padding',
  },
  twoWheeler: {
    room: 'other',
    name: 'Two-wheeler',
    cft: 60,
    basis: 'Scooter or motorcycle in the container, crated: about 6.5 × 2.5 × 3.7 ft',
  },
  car: {
    room: 'other',
    name: 'Car',
    cft: 0,
    basis: 'Goes on a car carrier, not in the container: priced as a vehicle move',
    ownCarrier: true,
  },
};

/**
 * A typical home of each size, what the list starts from. Chosen from our crews' usual loads: a
 * 2 BHK fills a 17 ft truck (about 600 cu ft), a 3 BHK a 20 ft container.
 */
export const typicalLists: Record<HomeSize, Partial<Record<ItemId, number>>> = {
  '1 RK': {
    singleBed: 1,
    wardrobe: 1,
    chair: 2,
    refrigerator: 1,
    television: 1,
    gasStove: 1,
    cartons: 10,
    suitcase: 2,
  },
  '1 BHK': {
    doubleBed: 1,
    wardrobe: 1,
    sofa2: 1,
    centreTable: 1,
    television: 1,
    chair: 2,
    refrigerator: 1,
    washingMachine: 1,
    gasStove: 1,
    cartons: 25,
    suitcase: 2,
  },
  '2 BHK': {
    doubleBed: 2,
    wardrobe: 2,
    dressingTable: 1,
    bedsideTable: 2,
    sofa3: 1,
    centreTable: 1,
    tvUnit: 1,
    television: 1,
    diningTable: 1,
    chair: 4,
    refrigerator: 1,
    washingMachine: 1,
    microwave: 1,
    waterPurifier: 1,
    gasStove: 1,
    acUnit: 1,
    cartons: 40,
    suitcase: 3,
  },
  '3 BHK': {
    doubleBed: 3,
    wardrobe: 3,
    dressingTable: 1,
    bedsideTable: 4,
    studyTable: 1,
    sofa3: 1,
    armchair: 2,
    centreTable: 1,
    tvUnit: 1,
    television: 2,
    bookshelf: 1,
    diningTable: 1,
    chair: 6,
    refrigerator: 1,
    washingMachine: 1,
    microwave: 1,
    waterPurifier: 1,
    gasStove: 1,
    acUnit: 2,
    cartons: 60,
    suitcase: 4,
  },
  '4 BHK & above': {
    doubleBed: 4,
    singleBed: 1,
    wardrobe: 5,
    dressingTable: 2,
    bedsideTable: 6,
    studyTable: 1,
    sofa3: 1,
    sofa2: 1,
    armchair: 2,
    centreTable: 1,
    tvUnit: 2,
    television: 3,
    bookshelf: 2,
    diningTable: 1,
    chair: 8,
    refrigerator: 2,
    washingMachine: 1,
    microwave: 1,
    waterPurifier: 1,
    gasStove: 1,
    acUnit: 4,
    cartons: 90,
    suitcase: 6,
  },
};
