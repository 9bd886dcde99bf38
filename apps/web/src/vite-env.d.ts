/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the JSON API; unset means the same origin under `/api`. */
  readonly VITE_API_BASE?: string;
  /** Origin of the main site the menu links to; unset means this origin. */
  readonly VITE_MAIN_SITE_URL?: string;
  /** Whole base address of the data-sales site; unset means `/data_sales` on this origin. */
  readonly VITE_DATA_SALES_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
