import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { ChargesPage } from '@/components/content/charges-page';

export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/packers-and-movers-charges', { locale: localeParam((await params).lang) });
}

export default async function Page({ params }: LangParams) {
  return <ChargesPage locale={localeParam((await params).lang)} />;
}
