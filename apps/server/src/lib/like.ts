/** `%text%` for ILIKE with the caller's `%`, `_` and `\` matched literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
