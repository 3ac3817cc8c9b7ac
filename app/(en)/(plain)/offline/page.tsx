import { offlineText } from '@/content/offline-text';
import { buildMetadata } from '@/lib/seo/metadata';
import { OfflinePage } from '@/components/content/offline-page';

// Not a page to find by search: the service worker shows it (scripts/service-worker.mjs).
export const metadata = buildMetadata({
  path: '/offline',
  title: offlineText.page.title,
  description: offlineText.page.description,
  noindex: true,
});

export default function Page() {
  return <OfflinePage locale="en" />;
}
