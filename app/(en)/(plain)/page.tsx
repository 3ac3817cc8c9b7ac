import { pageMetadata } from '@/lib/seo/metadata';
import { HomePage } from '@/components/pages/home-page';

export const metadata = pageMetadata('/');

export default function Page() {
  return <HomePage locale="en" />;
}
