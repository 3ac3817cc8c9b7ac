import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { ServiceDetailPage } from '@/components/content/service-detail';

export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/household', { locale: localeParam((await params).lang) });
}

export default async function Page({ params }: LangParams) {
  return <ServiceDetailPage path="/household" locale={localeParam((await params).lang)} />;
}
