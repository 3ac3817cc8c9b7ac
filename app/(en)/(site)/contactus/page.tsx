import { pageMetadata } from '@/lib/seo/metadata';
import { ContactPage } from '@/components/content/contact-page';

export const metadata = pageMetadata('/contactus');

export default function Page() {
  return <ContactPage locale="en" />;
}
