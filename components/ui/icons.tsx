/**
 * Small inline icons (24px grid). Inline SVG costs no request and inherits `currentColor`.
 * Decorative by default: the control around an icon carries the name.
 */
import type { ReactNode, SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
/** Brand marks are filled shapes, not strokes. */
const FILL = { fill: 'currentColor' } as const;

/** An icon of one path (its `d`) or of several shapes, stroked unless `paint` says otherwise. */
function icon(shape: string | ReactNode, paint: SVGProps<SVGSVGElement> = STROKE) {
  return function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        {...paint}
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {typeof shape === 'string' ? <path d={shape} /> : shape}
      </svg>
    );
  };
}

export const PhoneIcon = icon(
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.9.6 2.8.7a2 2 0 0 1 1.7 2z',
);

export const MailIcon = icon(
  'M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm18 3-10 6L2 7',
);

export const PinIcon = icon(
  'M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0zM9 10a3 3 0 1 0 6 0 3 3 0 1 0-6 0z',
);

export const MenuIcon = icon('M4 6h16M4 12h16M4 18h16');

/** Four rounded squares of 7. */
const RECT_7 = 'h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1z';
export const GridIcon = icon(`M4 3${RECT_7}M15 3${RECT_7}M4 14${RECT_7}M15 14${RECT_7}`);

export const CloseIcon = icon('M18 6 6 18M6 6l12 12');
export const MinusIcon = icon('M3 12h18');
export const PlusIcon = icon('M3 12h18M12 3v18');
export const ChevronLeftIcon = icon('m15 18-6-6 6-6');
export const ChevronRightIcon = icon('m9 18 6-6-6-6');
export const PauseIcon = icon('M9 5v14M15 5v14');
export const PlayIcon = icon('m7 4 13 8-13 8z');
export const ArrowRightIcon = icon('M5 12h14M12 5l7 7-7 7');

export const ShieldIcon = icon('M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4');

export const HandshakeIcon = icon(
  'M11 17l2 2a1 1 0 1 0 3-3M14 14l2.5 2.5a1 1 0 1 0 3-3l-3.9-3.9a3 3 0 0 0-4.2 0l-.9.9a1 1 0 1 1-3-3l2.8-2.8a5.8 5.8 0 0 1 7.1-.9l.5.3a2 2 0 0 0 1.5.2L21 4M21 3l1 11h-2M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3M3 4h8',
);

export const ClockIcon = icon('M2 12a10 10 0 1 0 20 0 10 10 0 1 0-20 0zM12 6v6l4 2');

/** A clipboard with lines: a quote to fill in. */
export const ClipboardIcon = icon(
  'M9 2h6a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2M8 11h8M8 16h5',
);

/** A five-pointed star, drawn as an outline; CSS fills it where it stands for a point scored. */
export const StarIcon = icon(
  'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
);

export const WhatsAppIcon = icon(
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3z',
  FILL,
);

export const FacebookIcon = icon(
  'M14 8V6.5c0-.7.2-1.2 1.2-1.2H17V2.1A23 23 0 0 0 14.5 2C12 2 10.5 3.5 10.5 6.2V8H8v3.3h2.5V22H14V11.3h2.7L17 8z',
  FILL,
);

export const InstagramIcon = icon(
  <>
    <rect x="2.5" y="2.5" width="19" height="19" rx="5" />
    <circle cx="12" cy="12" r="4.2" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </>,
);

export const YouTubeIcon = icon(
  'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15.1V8.9L15.6 12z',
  FILL,
);
