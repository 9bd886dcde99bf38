/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the JSON API; unset means the same origin under `/api`. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
