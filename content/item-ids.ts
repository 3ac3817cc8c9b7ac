/**
 * The ids of the items a visitor can list, by room, and the limits of a count: the little the quote
 * form needs before its item list is opened (the list itself, with names and volumes, is
 * content/items.ts, loaded with the panel). An id travels in the written scope's link, so it is
 * never reused for another item.
 */

export const ROOMS = ['bedroom', 'living', 'kitchen', 'other'] as const;
export type Room = (typeof ROOMS)[number];

export const ITEM_IDS = [
  'doubleBed',
  'singleBed',
  'wardrobe',
  'dressingTable',
  'bedsideTable',
  'studyTable',
  'sofa3',
  'sofa2',
  'armchair',
  'centreTable',
  'tvUnit',
  'television',
  'bookshelf',
  'diningTable',
  'chair',
  'refrigerator',
  'washingMachine',
  'microwave',
  'waterPurifier',
  'gasStove',
  'acUnit',
  'airCooler',
  'cartons',
  'suitcase',
  'bicycle',
  'twoWheeler',
  'car',
] as const;
export type ItemId = (typeof ITEM_IDS)[number];

/** The most of any one item a list takes (a count above it is a typing slip). */
export const MAX_COUNT = 99;
