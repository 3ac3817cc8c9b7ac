import { cityMapStates } from '@/lib/states';

// Every city with its coordinates, by state, as a static file (/data/cities.json): the maps of
// /locations and the district lists of /branch fetch it when they are needed (lib/city-map.ts),
// so no page carries every city however many content/cities.ts lists.
export const dynamic = 'force-static';

export function GET() {
  return Response.json({ states: cityMapStates() });
}
