import type { ManagedUser } from "@sannidhi/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, fakeToken, mockApi } from "../../../test/render";
import { queriesTo, renderCms } from "../cms/cms-test-utils";
import UsersPage from "./users-page";

const ME = "50000000-0000-4000-8000-0000000000aa";
const slow = { timeout: 8000 };

function user(over: Partial<ManagedUser> = {}): ManagedUser {
  return {
    id: "50000000-0000-4000-8000-000000000001",
    role: "editor",
    isActive: true,
    name: "Meena Sundaram",
    username: null,
    email: null,
    phone: "+919000001203",
    address: null,
    imgUrl: null,
    temple: null,
    access: {
      trustWide: false,
      temples: [{ id: "10000000-0000-4000-8000-000000000001", name: "Sri Kapaleeswarar" }],
    },
    createdAt: "2026-01-01T00:00:00.000Z",
    ...over,
  };
}

function api(rows: ManagedUser[]) {
  localStorage.setItem("accessToken", fakeToken(900, ME));
  return mockApi({
    "GET /api/auth/profile": () => ({
      body: { status: "success", user: { id: ME, role: "SA", name: "Admin" } },
    }),
    "GET /api/user/all": () => ({
      body: { status: "success", data: rows, meta: { total: rows.length, page: 1, limit: 20 } },
    }),
    "POST /api/user/update": (body) => ({
      body: { status: "success", data: { ...rows[0], ...(body as object) } },
    }),
    "POST /api/user/add": (body) => ({ body: { status: "success", data: user(body as object) } }),
  });
}

describe("/users (issue 12, SA)", { timeout: 30_000 }, () => {
  it("lists accounts with their role and temple, and filters through the URL", async () => {
    const spy = api([user()]);
    const user$ = userEvent.setup();
    const { router } = await renderCms("/users?role=staff&active=true", <UsersPage />);
    const row = (
      await screen.findByRole("button", { name: "Open the account of Meena Sundaram" }, slow)
    ).closest("tr")!;
    expect(within(row).getByText("Sri Kapaleeswarar")).toBeInTheDocument();
    expect(within(row).getByText("Editor")).toBeInTheDocument();
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(Object.fromEntries(queriesTo(spy, "GET", "/api/user/all")[0]!)).toEqual({
      page: "1",
      limit: "20",
      role: "staff",
      active: "true",
    });
    await user$.click(screen.getByRole("combobox", { name: "Status" }));
    await user$.click(await screen.findByRole("option", { name: "Deactivated" }));
    await waitFor(() => expect(router.state.location.search).toBe("?role=staff&active=false"));
  });

  it("says which staff act for no temple yet, and lets the SA give them the whole trust", async () => {
    const spy = api([user({ access: { trustWide: false, temples: [] } })]);
    const user$ = userEvent.setup();
    await renderCms("/users", <UsersPage />);
    const open = await screen.findByRole(
      "button",
      { name: "Open the account of Meena Sundaram" },
      slow,
    );
    expect(within(open.closest("tr")!).getByText("No temple yet")).toBeInTheDocument();
    await user$.click(open);
    const dialog = await screen.findByRole("dialog", { name: "Account of Meena Sundaram" });
    expect(
      within(dialog).getByText(/sees no temple's data until you choose one/),
    ).toBeInTheDocument();
    await user$.click(within(dialog).getByRole("radio", { name: "The whole trust" }));
    await user$.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsTo(spy, "/api/user/update")).toHaveLength(1));
    expect(callsTo(spy, "/api/user/update")[0]!.body).toMatchObject({
      id: user().id,
      access: { trustWide: true },
    });
  });

  it("deactivates an account from its dialog, sending the spec's update", async () => {
    const spy = api([user()]);
    const user$ = userEvent.setup();
    await renderCms("/users", <UsersPage />);
    await user$.click(
      await screen.findByRole("button", { name: "Open the account of Meena Sundaram" }, slow),
    );
    const dialog = await screen.findByRole("dialog", { name: "Account of Meena Sundaram" });
    // The mobile number is shown, never editable here.
    expect(within(dialog).getByRole("textbox", { name: "Mobile" })).toBeDisabled();
    await user$.click(within(dialog).getByRole("switch", { name: "Active" }));
    await user$.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsTo(spy, "/api/user/update")).toHaveLength(1));
    expect(callsTo(spy, "/api/user/update")[0]!.body).toMatchObject({
      id: user().id,
      isActive: false,
      role: "editor",
    });
    expect(await screen.findByText(/signs the person out at once/)).toBeInTheDocument();
  });

  it("cannot deactivate or delete oneself, and refuses a bad mobile before sending", async () => {
    const spy = api([user({ id: ME, name: "Admin", role: "SA" })]);
    const user$ = userEvent.setup();
    await renderCms("/users", <UsersPage />);
    await user$.click(
      await screen.findByRole("button", { name: "Open the account of Admin" }, slow),
    );
    const mine = await screen.findByRole("dialog", { name: "Account of Admin" });
    expect(within(mine).getByRole("switch", { name: "Active" })).toBeDisabled();
    expect(within(mine).queryByRole("button", { name: "Delete account" })).toBeNull();
    await user$.click(within(mine).getByRole("button", { name: "Cancel" }));

    await user$.click(screen.getByRole("button", { name: "Add staff member" }));
    const add = await screen.findByRole("dialog", { name: "Add a staff member" });
    await user$.type(within(add).getByRole("textbox", { name: "Mobile" }), "12345");
    await user$.click(within(add).getByRole("button", { name: "Add" }));
    expect(
      await within(add).findByText("Enter a valid 10-digit Indian mobile number"),
    ).toBeInTheDocument();
    expect(callsTo(spy, "/api/user/add")).toHaveLength(0);
  });
});
