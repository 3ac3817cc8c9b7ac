import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { AboutPage } from '@/components/content/about-page';

export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/about', { locale: localeParam((await params).lang) });
}

export default async function Page({ params }: LangParams) {
  return <AboutPage locale={localeParam((await params).lang)} />;
}
