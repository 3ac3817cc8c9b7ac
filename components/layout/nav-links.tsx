'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/content/types';

/** Desktop navigation links; marks the current page for screen readers and styling. */
export function NavLinks({ links }: { links: NavLink[] }) {
  const pathname = usePathname();
  return (
    <ul className="mainnav__list">
      {links.map((link) => (
        <li key={link.href}>
          <Link
            href={link.href}
            className="mainnav__link"
            aria-current={pathname === link.href ? 'page' : undefined}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
