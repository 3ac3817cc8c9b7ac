import { pageMetadata } from '@/lib/seo/metadata';
import { ReviewPage } from '@/components/content/review-page';

export const metadata = pageMetadata('/review');

export default function Page() {
  return <ReviewPage locale="en" />;
}
