import { offlineText } from '@/content/hi/offline-text';
import { buildMetadata } from '@/lib/seo/metadata';
import { OfflinePage } from '@/components/content/offline-page';

// Shown by the service worker for a Hindi page (/hi/...) not saved on the phone, when offline.
export const metadata = buildMetadata({
  path: '/hi/offline',
  title: offlineText.page.title,
  description: offlineText.page.description,
  noindex: true,
});

export default function Page() {
  return <OfflinePage locale="hi" />;
}
