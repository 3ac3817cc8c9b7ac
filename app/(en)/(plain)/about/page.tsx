import { pageMetadata } from '@/lib/seo/metadata';
import { AboutPage } from '@/components/content/about-page';

export const metadata = pageMetadata('/about');

export default function Page() {
  return <AboutPage locale="en" />;
}
