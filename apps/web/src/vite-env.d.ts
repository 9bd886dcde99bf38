/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the JSON API; unset means the same origin under `/api`. */
  readonly VITE_API_BASE?: string;
  /** The OAuth client the public pages obtain their tokens with; unset means the development client. */
  readonly VITE_PUBLIC_WEB_CLIENT_ID?: string;
  readonly VITE_PUBLIC_WEB_CLIENT_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
