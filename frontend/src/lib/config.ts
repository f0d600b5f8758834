/** The browser's settings, read once at build time. Only values listed in vite-env.d.ts may appear here. */
export const appConfig = {
  /** Empty when the product has none: every sign-up domain is then checked with the server. */
  defaultCompanyDomain: (import.meta.env.VITE_DEFAULT_COMPANY_DOMAIN ?? '').trim().toLowerCase() || undefined,
} as const;
