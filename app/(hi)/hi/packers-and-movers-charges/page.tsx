import { chargesText } from '@/content/hi/charges-text';
import { buildMetadata } from '@/lib/seo/metadata';
import { ChargesPage } from '@/components/content/charges-page';

export const metadata = buildMetadata({
  path: '/hi/packers-and-movers-charges',
  title: chargesText.page.title,
  description: chargesText.page.description,
});

export default function Page() {
  return <ChargesPage locale="hi" />;
}
