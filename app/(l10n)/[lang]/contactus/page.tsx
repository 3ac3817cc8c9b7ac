import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { ContactPage } from '@/components/content/contact-page';

export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/contactus', { locale: localeParam((await params).lang) });
}

export default async function Page({ params }: LangParams) {
  return <ContactPage locale={localeParam((await params).lang)} />;
}
