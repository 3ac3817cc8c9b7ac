import { localePage } from '@/components/pages/locale-page';
import { ContactPage } from '@/components/content/contact-page';

const page = localePage('/contactus', (locale) => <ContactPage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
