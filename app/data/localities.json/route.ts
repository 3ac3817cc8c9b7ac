import gazetteer from '@/lib/generated/localities.json';

// The gazetteer as a static file (/data/localities.json), fetched by the quote form when the
// visitor starts typing a place, so it never weighs on a page's first load. The data is drawn by
// `npm run data:localities` and committed (docs/architecture.md#locality-data); sent compact.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(gazetteer);
}
