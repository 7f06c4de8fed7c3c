interface ImportMetaEnv {
  /** The Quorum server's base URL, read at build time; `http://localhost:3000` when unset. */
  readonly WXT_QUORUM_URL?: string;
  readonly BROWSER: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Stylesheets imported for their side effect: WXT (Vite) bundles them into the page. */
declare module '*.css';
