import { HOME_SIZES, OFFICE_SIZES, VEHICLES } from '@/content/sizes';

/** The sizes to choose from for a service (home sizes by default). */
export function sizesFor(service: string): readonly string[] {
  if (service === 'Office Shifting') return OFFICE_SIZES;
  if (service === 'Vehicle Shifting') return VEHICLES;
  if (service === 'Home Shifting') return HOME_SIZES;
  return [];
}

/** The label of the size choice for a service. */
export function sizeLabelFor(service: string): string {
  if (service === 'Office Shifting') return 'Office Size';
  if (service === 'Vehicle Shifting') return 'Vehicle';
  return 'Home Size';
}
