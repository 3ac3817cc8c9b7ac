/**
 * The state cards of /branch, 14 of them (docs/product.md#branches-we-serve).
 *
 * The original lists 15 names against a count of 14. We keep the count and every name: the two
 * hill states, Uttarakhand and Himachal Pradesh, share one card because one team (working from
 * Dehradun) serves both. Districts are derived from content/cities.ts (serviceable cities of the
 * card's states), so a district always opens the quote form with a place the form accepts.
 */
export interface BranchState {
  /** The card's name, also its button's accessible name. */
  name: string;
  /** The `state` values in content/cities.ts that the card covers. */
  covers: string[];
  image: string;
  note: string;
}

export const branchStates = [
  {
    name: 'Tamil Nadu',
    covers: ['Tamil Nadu'],
    image: '/art/icon-home.svg',
    note: 'Head office in Chennai',
  },
  {
    name: 'Karnataka',
    covers: ['Karnataka'],
    image: '/art/icon-office.svg',
    note: 'Branch in Bangalore',
  },
  {
    name: 'Maharashtra',
    covers: ['Maharashtra'],
    image: '/art/icon-truck.svg',
    note: 'Mumbai, Pune and beyond',
  },
  {
    name: 'Delhi NCR',
    covers: ['Delhi NCR'],
    image: '/art/icon-office.svg',
    note: 'Branch in Faridabad',
  },
  {
    name: 'Telangana',
    covers: ['Telangana'],
    image: '/art/icon-home.svg',
    note: 'Branch in Hyderabad',
  },
  {
    name: 'West Bengal',
    covers: ['West Bengal'],
    image: '/art/icon-truck.svg',
    note: 'Kolkata and the north',
  },
  {
    name: 'Gujarat',
    covers: ['Gujarat'],
    image: '/art/icon-warehouse.svg',
    note: 'Ahmedabad, Surat, Vadodara',
  },
  {
    name: 'Madhya Pradesh',
    covers: ['Madhya Pradesh'],
    image: '/art/icon-truck.svg',
    note: 'Bhopal and Indore',
  },
  {
    name: 'Rajasthan',
    covers: ['Rajasthan'],
    image: '/art/icon-home.svg',
    note: 'Jaipur, Jodhpur, Udaipur',
  },
  {
    name: 'Uttar Pradesh',
    covers: ['Uttar Pradesh'],
    image: '/art/icon-office.svg',
    note: 'Branch in Agra',
  },
  {
    name: 'Uttarakhand & Himachal Pradesh',
    covers: ['Uttarakhand', 'Himachal Pradesh'],
    image: '/art/icon-car-carrier.svg',
    note: 'Hill moves from Dehradun',
  },
  {
    name: 'Andhra Pradesh',
    covers: ['Andhra Pradesh'],
    image: '/art/icon-truck.svg',
    note: 'Vizag to Tirupati',
  },
  {
    name: 'Odisha',
    covers: ['Odisha'],
    image: '/art/icon-home.svg',
    note: 'Bhubaneswar and Cuttack',
  },
  { name: 'Bihar', covers: ['Bihar'], image: '/art/icon-warehouse.svg', note: 'Patna and Gaya' },
] satisfies BranchState[];
