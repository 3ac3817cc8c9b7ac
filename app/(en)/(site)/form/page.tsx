import { FormPage, formMetadata } from '@/components/pages/form-page';

export const metadata = formMetadata('en');

export default function Page() {
  return <FormPage locale="en" />;
}
