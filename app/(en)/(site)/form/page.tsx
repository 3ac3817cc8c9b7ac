import { fixedPage } from '@/components/pages/fixed-page';
import { FormPage } from '@/components/pages/form-page';

const page = fixedPage('/form', (locale) => <FormPage locale={locale} />);
export const metadata = page.metadata;
export default page.English;
