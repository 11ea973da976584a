import { type AccessFixture, type AccessRow, STAFF_ONLY } from "../../../test/access.js";

/** A thread the SA writes to the editor and the admin: every staff caller is in it. */
async function staffThread(f: AccessFixture): Promise<string> {
  const res = await f.ctx.app.inject({
    method: "POST",
    url: "/api/inbox/add",
    headers: f.users.SA.headers,
    payload: {
      to: [f.users.editor.id, f.users.admin.id],
      subject: "Matrix",
      message: "<p>Who may read this</p>",
    },
  });
  return res.json().data.id as string;
}

/** A message id no one has: staff are let through to the lookup (404), others are not. */
const STAFF_LOOKUP = { ...STAFF_ONLY, editor: 404, admin: 404, SA: 404 };

export const access: AccessRow[] = [
  { method: "GET", route: "/api/inbox/all", expect: STAFF_ONLY },
  {
    method: "GET",
    route: "/api/inbox",
    request: async (f) => ({ url: `/api/inbox?id=${await staffThread(f)}` }),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/inbox/add",
    request: (f, actor) => ({
      url: "/api/inbox/add",
      payload: {
        to: [actor === "SA" ? f.users.admin.id : f.users.SA.id],
        subject: "Matrix",
        message: "<p>Hello</p>",
      },
    }),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/inbox/resend",
    request: () => ({
      url: "/api/inbox/resend",
      payload: { id: "00000000-0000-4000-8000-000000000000" },
    }),
    expect: STAFF_LOOKUP,
  },
  {
    method: "POST",
    route: "/api/inbox/update",
    request: async (f) => ({
      url: "/api/inbox/update",
      payload: { id: await staffThread(f), read: true },
    }),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/inbox/delete",
    request: async (f) => ({ url: "/api/inbox/delete", payload: { ids: [await staffThread(f)] } }),
    expect: STAFF_ONLY,
  },
];
