import type { ReactNode } from 'react';

/**
 * A claim's words, linked to what proves it (docs/product.md#trust-that-survives-a-check): the
 * listing its reviews are on, a certificate on its register. Without a proof the words stay plain
 * text, so nothing looks like a link that leads nowhere. The proof is another site's page, opened
 * in a new tab so the visitor keeps ours.
 */
export function ProofLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return children;
  return (
    <a href={href} className="proof-link" target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
