import { fixedPage } from '@/components/pages/fixed-page';
import { FormPage } from '@/components/pages/form-page';
import { LocalNames } from '@/components/quote/local-names';

// The form's names of cities in this language, as a script only these pages load.
const page = fixedPage('/form', (locale) => (
  <LocalNames locale={locale}>
    <FormPage locale={locale} />
  </LocalNames>
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
