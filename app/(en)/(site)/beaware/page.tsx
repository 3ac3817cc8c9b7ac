import { pageMetadata } from '@/lib/seo/metadata';
import { BewarePage } from '@/components/content/beaware-page';

export const metadata = pageMetadata('/beaware');

export default function Page() {
  return <BewarePage locale="en" />;
}
