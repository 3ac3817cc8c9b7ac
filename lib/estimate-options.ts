import { HOME_SIZES, OFFICE_SIZES, VEHICLES } from '@/content/sizes';

/** The sizes to choose from for a service (home sizes by default). */
export function sizesFor(service: string): readonly string[] {
  if (service === 'Office Shifting') return OFFICE_SIZES;
  if (service === 'Vehicle Shifting') return VEHICLES;
  if (service === 'Home Shifting') return HOME_SIZES;
  return [];
}

/** Which size the service asks for: the key of its label in content/quote-text.ts. */
export function sizeKindFor(service: string): 'homeSize' | 'officeSize' | 'vehicle' {
  if (service === 'Office Shifting') return 'officeSize';
  if (service === 'Vehicle Shifting') return 'vehicle';
  return 'homeSize';
}

/** The service a size belongs to: a home size, an office size or a vehicle; null for no size. */
export function serviceForSize(
  size: string,
): 'Home Shifting' | 'Office Shifting' | 'Vehicle Shifting' | null {
  if ((HOME_SIZES as readonly string[]).includes(size)) return 'Home Shifting';
  if ((OFFICE_SIZES as readonly string[]).includes(size)) return 'Office Shifting';
  if ((VEHICLES as readonly string[]).includes(size)) return 'Vehicle Shifting';
  return null;
}
