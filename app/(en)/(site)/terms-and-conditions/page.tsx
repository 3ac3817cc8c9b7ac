import { pageMetadata } from '@/lib/seo/metadata';
import { LegalPage } from '@/components/content/legal-page';

export const metadata = pageMetadata('/terms-and-conditions');

export default function Page() {
  return <LegalPage document="terms" locale="en" />;
}
