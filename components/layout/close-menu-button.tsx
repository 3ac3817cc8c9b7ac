'use client';

import { useRouter } from 'next/navigation';
import { CloseIcon } from '@/components/ui/icons';

/** SPEC: the menu overlay's close button returns to home. */
export function CloseMenuButton() {
  const router = useRouter();
  return (
    <button
      type="button"
      className="icon-btn icon-btn--light"
      aria-label="Close menu"
      onClick={() => router.push('/')}
    >
      <CloseIcon size={26} />
    </button>
  );
}
