interface ImportMetaEnv {
  /** The Quorum server's base URL, read at build time; `http://localhost:3000` when unset. */
  readonly WXT_QUORUM_URL?: string;
  readonly BROWSER: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
