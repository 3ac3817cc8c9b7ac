import { bewareText } from '@/content/hi/beaware-text';
import { buildMetadata } from '@/lib/seo/metadata';
import { BewarePage } from '@/components/content/beaware-page';

export const metadata = buildMetadata({
  path: '/hi/beaware',
  title: bewareText.page.title,
  description: bewareText.page.description,
});

export default function Page() {
  return <BewarePage locale="hi" />;
}
