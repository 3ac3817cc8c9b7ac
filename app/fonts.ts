import localFont from 'next/font/local';

// Self-hosted from npm packages: a Google-hosted font would need the internet at build time.
export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '100 900',
  display: 'swap',
});

export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-heading',
  weight: '200 800',
  display: 'swap',
});
