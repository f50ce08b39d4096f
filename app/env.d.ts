// Defined by vite.config.ts from the SITE_URL environment variable at build time.
interface ImportMetaEnv {
  readonly SITE_URL?: string;
}
