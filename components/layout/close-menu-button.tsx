'use client';

import { useRouter } from 'next/navigation';
import { CloseIcon } from '@/components/ui/icons';

/** The menu overlay's close button returns to home (docs/product.md#header-footer-and-menu). */
export function CloseMenuButton({ label }: { label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className="icon-btn icon-btn--light"
      aria-label={label}
      onClick={() => router.push('/')}
    >
      <CloseIcon size={26} />
    </button>
  );
}
