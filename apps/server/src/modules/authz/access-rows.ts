/// <reference types="vite/client" />
import type { AccessRow } from "../../../test/access.js";

/**
 * Every row of the authorization matrix, gathered from `modules/<domain>/<domain>.access.ts`
 * (test code: only the vitest suites import this file).
 */
const modules = import.meta.glob<{ access: AccessRow[] }>("../**/*.access.ts", { eager: true });
export const ACCESS_ROWS: AccessRow[] = Object.values(modules).flatMap((m) => m.access);
