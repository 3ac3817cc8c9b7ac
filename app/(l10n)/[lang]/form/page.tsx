import { localePage } from '@/components/pages/locale-page';
import { FormPage } from '@/components/pages/form-page';
import { LocalNames } from '@/components/quote/local-names';

// The form's names of cities in this language, as a script only these pages load.
const page = localePage('/form', (locale) => (
  <LocalNames locale={locale}>
    <FormPage locale={locale} />
  </LocalNames>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
