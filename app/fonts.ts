import localFont from 'next/font/local';

// Self-hosted from the @fontsource packages: nothing is downloaded at build or run time.
export const displayFont = localFont({
  src: '../node_modules/@fontsource-variable/baloo-2/files/baloo-2-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '400 800',
  display: 'swap',
  fallback: ['Arial Rounded MT Bold', 'Arial', 'sans-serif'],
});

export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '200 1000',
  display: 'swap',
  fallback: ['Segoe UI', 'Helvetica Neue', 'Arial', 'sans-serif'],
});
