import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderAt } from "../../../test/render";
import { fakeSession } from "../../../test/render-shell";
import { SessionContext } from "../../app/session";
import { CMS_CACHE_KEY, CmsCache, isCmsListQuery } from "./cms-cache";
import ResourceListPage from "./resource-list-page";
import { webResource } from "./resources";

const states = webResource("states");
const answer = {
  status: "success",
  data: [{ id: "s1", name: "Kerala", code: "KL", kind: "state", createdAt: "", updatedAt: "" }],
  meta: { total: 1, page: 1, limit: 20 },
};

function page() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={fakeSession("admin")}>
        <CmsCache>
          <ResourceListPage resource={states} />
        </CmsCache>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
}

describe("list cache (spec section 4)", { timeout: 30_000 }, () => {
  it("keeps entity lists only, and reuses the stored list when the server cannot answer", async () => {
    expect(isCmsListQuery(["cms", "states", "list", {}])).toBe(true);
    expect(isCmsListQuery(["cms", "states", "item", "s1"])).toBe(false);
    mockApi({ "GET /api/states": () => ({ body: answer }) });
    const first = await renderAt("/templates/view-state", page());
    expect(await screen.findByRole("cell", { name: "Kerala" }, { timeout: 8000 })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem(CMS_CACHE_KEY)).toContain("Kerala"));
    first.unmount();

    // A reload: fresh query client, the server now failing; the stored copy is still shown.
    mockApi({
      "GET /api/states": () => ({ status: 503, body: { status: "error", error: "Down" } }),
    });
    await renderAt("/templates/view-state", page());
    expect(await screen.findByRole("cell", { name: "Kerala" }, { timeout: 8000 })).toBeVisible();
  });
});
