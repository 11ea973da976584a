/// <reference types="vite/client" />
import type { ScopeRow } from "../../../test/scope.js";

/**
 * Every row of the temple-scope matrix, gathered from `modules/<domain>/<domain>.scope.ts`
 * (test code: only the vitest suites import this file).
 */
const modules = import.meta.glob<{ scope: ScopeRow[] }>("../**/*.scope.ts", { eager: true });
export const SCOPE_ROWS: ScopeRow[] = Object.values(modules).flatMap((m) => m.scope);
