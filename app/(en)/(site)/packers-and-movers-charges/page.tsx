import { pageMetadata } from '@/lib/seo/metadata';
import { ChargesPage } from '@/components/content/charges-page';

export const metadata = pageMetadata('/packers-and-movers-charges');

export default function Page() {
  return <ChargesPage locale="en" />;
}
