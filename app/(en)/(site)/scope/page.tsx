import { pageMetadata } from '@/lib/seo/metadata';
import { ScopePage } from '@/components/pages/scope-page';

// A visitor's own page, never one to find by search.
export const metadata = pageMetadata('/scope', { noindex: true });

export default function Page() {
  return <ScopePage locale="en" />;
}
