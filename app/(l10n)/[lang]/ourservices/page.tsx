import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { ServicesPage } from '@/components/content/services-page';

export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/ourservices', { locale: localeParam((await params).lang) });
}

export default async function Page({ params }: LangParams) {
  return <ServicesPage locale={localeParam((await params).lang)} />;
}
