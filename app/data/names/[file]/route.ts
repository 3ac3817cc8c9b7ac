import hi from '@/lib/generated/local-names-hi.json';
import ta from '@/lib/generated/local-names-ta.json';
import { PREFIXED_LOCALES } from '@/lib/i18n';

// Each other language's names of the gazetteer's places as a static file (/data/names/hi.json,
// /data/names/ta.json), fetched with /data/localities.json by the quote form on a page in that
// language only, so no page downloads another language's names. Drawn by
// `npm run data:localities` and committed (docs/architecture.md#locality-data); sent compact.
export const dynamic = 'force-static';
export const dynamicParams = false;

/** A language's file by its locale: a new language fails the type check until it is here. */
const NAMES: Record<(typeof PREFIXED_LOCALES)[number], unknown> = { hi, ta };

export function generateStaticParams(): { file: string }[] {
  return PREFIXED_LOCALES.map((locale) => ({ file: `${locale}.json` }));
}

export async function GET(_req: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = PREFIXED_LOCALES.find((l) => `${l}.json` === file);
  if (!locale) return new Response('Not found', { status: 404 });
  return Response.json(NAMES[locale]);
}
