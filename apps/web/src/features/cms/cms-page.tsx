import { lazy } from "react";
import StaffPage from "../staff-page";
import { CmsCache } from "./cms-cache";
import { pageFor } from "./resources";

const ResourceListPage = lazy(() => import("./resource-list-page"));
const ResourceFormPage = lazy(() => import("./resource-form-page"));
const CalendarPage = lazy(() => import("./calendar-page"));

/** The CMS page a `/templates/…` path shows, derived from the resource declarations. */
export default function CmsPage({ path, title }: { path: string; title: string }) {
  const found = pageFor(path);
  if (!found) return <StaffPage path={path} title={title} />;
  const { resource, kind } = found;
  const Page =
    kind === "list" ? ResourceListPage : kind === "form" ? ResourceFormPage : CalendarPage;
  return (
    <CmsCache>
      {/* `key`: another resource is another form, never the previous one's state. */}
      <Page key={resource.meta.key} resource={resource} />
    </CmsCache>
  );
}
