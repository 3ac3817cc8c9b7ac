import { fixedPage } from '@/components/pages/fixed-page';
import { ContactPage } from '@/components/content/contact-page';

const page = fixedPage('/contactus', (locale) => <ContactPage locale={locale} />);
export const metadata = page.metadata;
export default page.English;
