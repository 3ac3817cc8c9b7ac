import { pageMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/content/legal-page';

export const metadata = pageMetadata('/privacy-policy');

export default function Page() {
  return <LegalPage document="privacy" locale="en" />;
}
