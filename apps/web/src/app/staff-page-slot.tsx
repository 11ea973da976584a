import { createContext, type ReactNode, useContext } from "react";

/** What the shell shows for a guarded path (`layouts/admin/staff-pages.tsx`). */
export type StaffPageFor = (path: string, title: string) => ReactNode;

/**
 * Provided by the staff shell (`AdminLayout`), which imports the staff pages itself so that
 * Rollup keeps the code they share with it in its chunk (issue 14's budget, decision 136); the
 * router, in the public entry, only names the guarded paths.
 */
export const StaffPagesContext = createContext<StaffPageFor | null>(null);

/** A guarded route's element: the page the shell provides for `path`. */
export function StaffPageSlot({ path, title }: { path: string; title: string }) {
  const pageFor = useContext(StaffPagesContext);
  return pageFor ? pageFor(path, title) : null;
}
