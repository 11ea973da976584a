/**
 * `t("ns:key", values)`: what the public pages need of a translator. The server's
 * (`translate.ts`, over the locale files on disk) and the web app's i18next both are one, so
 * the pages render the same text on either side.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
