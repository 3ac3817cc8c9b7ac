import { fixedPage } from '@/components/pages/fixed-page';
import { ReviewPage } from '@/components/content/review-page';

const page = fixedPage('/review', (locale) => <ReviewPage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
