/// <reference types="vite/client" />

// @lingui/vite-plugin compiles .po catalogs on import.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** Build-time settings that may reach the browser (read once, in src/lib/config.ts). */
interface ImportMetaEnv {
  /** Spec section 5: the default company's email domain, treated as public (sign-up skips the company lookup). */
  readonly VITE_DEFAULT_COMPANY_DOMAIN?: string;
  /** The id of this build (vite.config.ts writes it, and dist/version.json, at build time). */
  readonly VITE_BUILD_ID?: string;
}
