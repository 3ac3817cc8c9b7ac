import { pageMetadata } from '@/lib/seo/metadata';
import { FormPage } from '@/components/pages/form-page';

export const metadata = pageMetadata('/form');

export default function Page() {
  return <FormPage locale="en" />;
}
