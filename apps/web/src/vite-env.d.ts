/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Script URL of the analytics tag manager; empty means analytics never loads. */
  readonly VITE_TAG_MANAGER_URL?: string;
  /** External marketplace linked from the welcome notice; empty hides the link. */
  readonly VITE_MARKETPLACE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
