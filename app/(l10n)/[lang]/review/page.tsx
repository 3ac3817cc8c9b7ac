import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { ReviewPage } from '@/components/content/review-page';

export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/review', { locale: localeParam((await params).lang) });
}

export default async function Page({ params }: LangParams) {
  return <ReviewPage locale={localeParam((await params).lang)} />;
}
