import type { Metadata } from 'next';
import { adminText } from '@/content/admin-text';
import { env } from '@/lib/env';
import { AdminInbox } from '@/components/admin/admin-inbox';

// The owner's inbox: not for search engines (nor, being noindex, for the sitemap).
export const metadata: Metadata = {
  title: adminText.title,
  robots: { index: false, follow: false },
};

export default function AdminPage() {
  return (
    <>
      <AdminInbox text={adminText} available={env.leadsApi !== null} />
      <noscript>
        <p>{adminText.noscript}</p>
      </noscript>
    </>
  );
}
