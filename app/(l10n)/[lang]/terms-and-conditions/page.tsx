import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/content/legal-page';

export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/terms-and-conditions', { locale: localeParam((await params).lang) });
}

export default async function Page({ params }: LangParams) {
  return <LegalPage document="terms" locale={localeParam((await params).lang)} />;
}
