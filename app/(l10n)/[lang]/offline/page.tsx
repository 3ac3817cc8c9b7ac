import { localeParam, type LangParams } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { OfflinePage } from '@/components/content/offline-page';

// Shown by the service worker, in place of a page of this language not saved on the phone, when
// offline (scripts/service-worker.mjs). Not a page to find by search.
export async function generateMetadata({ params }: LangParams) {
  return pageMetadata('/offline', { locale: localeParam((await params).lang), noindex: true });
}

export default async function Page({ params }: LangParams) {
  return <OfflinePage locale={localeParam((await params).lang)} />;
}
