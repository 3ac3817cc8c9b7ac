import { pageMetadata } from '@/lib/seo/metadata';
import { HomeContent } from '@/components/home/home-content';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return <HomeContent />;
}
