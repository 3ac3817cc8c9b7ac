import { fixedPage } from '@/components/pages/fixed-page';
import { WhyChoosePage } from '@/components/content/why-choose-page';

const page = fixedPage('/whychoose', (locale) => <WhyChoosePage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
