import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { WhyChoosePage } from '@/components/content/why-choose-page';

export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/whychoose', { locale: localeParam((await params).lang) });
}

export default async function Page({ params }: LangParams) {
  return <WhyChoosePage locale={localeParam((await params).lang)} />;
}
