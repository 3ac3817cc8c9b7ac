import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { WarehousePage } from '@/components/content/warehouse-page';

export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/warehouse', { locale: localeParam((await params).lang) });
}

export default async function Page({ params }: LangParams) {
  return <WarehousePage locale={localeParam((await params).lang)} />;
}
