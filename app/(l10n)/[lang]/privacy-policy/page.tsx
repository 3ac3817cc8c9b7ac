import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/content/legal-page';

export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/privacy-policy', { locale: localeParam((await params).lang) });
}

export default async function Page({ params }: LangParams) {
  return <LegalPage document="privacy" locale={localeParam((await params).lang)} />;
}
