import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { BewarePage } from '@/components/content/beaware-page';

export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/beaware', { locale: localeParam((await params).lang) });
}

export default async function Page({ params }: LangParams) {
  return <BewarePage locale={localeParam((await params).lang)} />;
}
