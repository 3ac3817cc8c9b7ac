import { buildGazetteer } from '@/lib/gazetteer/build';

// The gazetteer as a static file (/data/localities.json), fetched by the quote form when the
// visitor starts typing a place, so it never weighs on a page's first load.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildGazetteer());
}
