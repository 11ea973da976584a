import type { AccessRow } from "../../../test/access.js";
import { otpFor } from "../../../test/access-requests.js";
import { randomMobile } from "../../../test/otp.js";
import { createUser } from "../../../test/users.js";

const saOnly = (ok: number) => ({
  anonymous: 401,
  devoteeA: 403,
  devoteeB: 403,
  editor: 403,
  admin: 403,
  SA: ok,
});
const all = (status: number) => ({
  ...saOnly(status),
  anonymous: status,
  devoteeA: status,
  devoteeB: status,
  editor: status,
  admin: status,
});

export const access: AccessRow[] = [
  {
    method: "GET",
    route: "/api/user/getuser",
    expect: { ...all(200), anonymous: 401 },
  },
  // One's own name (issue 37): every signed-in person names themselves, no one else.
  {
    method: "PATCH",
    route: "/api/user/profile",
    request: () => ({ url: "/api/user/profile", payload: { name: "Matrix Devotee" } }),
    expect: { ...all(200), anonymous: 401 },
  },
  // One's own access (issue 33): every signed-in person may ask.
  { method: "GET", route: "/api/user/access", expect: { ...all(200), anonymous: 401 } },
  // Public: the delete-purpose OTP is the proof of ownership (spec section 6).
  {
    method: "POST",
    route: "/api/user/delete",
    request: async (f) => ({
      url: "/api/user/delete",
      payload: { reason: "matrix", ...(await otpFor(f, "delete")) },
    }),
    expect: all(200),
  },
  {
    method: "DELETE",
    route: "/api/user/delete",
    request: async (f) => ({
      url: "/api/user/delete",
      payload: { reason: "matrix", ...(await otpFor(f, "delete")) },
    }),
    expect: all(200),
  },
  { method: "GET", route: "/api/users", expect: saOnly(200) },
  {
    method: "POST",
    route: "/api/users",
    request: () => ({ url: "/api/users", payload: { mobile: randomMobile(), role: "editor" } }),
    expect: saOnly(201),
  },
  {
    method: "PATCH",
    route: "/api/users/:id/role",
    request: async (f) => {
      const target = await createUser(f.ctx, "user");
      return { url: `/api/users/${target.id}/role`, payload: { role: "editor" } };
    },
    expect: saOnly(200),
  },
  // The SA's user management at the spec's paths (issue 12).
  { method: "GET", route: "/api/user/all", expect: saOnly(200) },
  {
    method: "GET",
    route: "/api/user",
    request: async (f) => ({ url: `/api/user?id=${(await createUser(f.ctx, "user")).id}` }),
    expect: saOnly(200),
  },
  {
    method: "POST",
    route: "/api/user/add",
    request: () => ({ url: "/api/user/add", payload: { phone: randomMobile(), role: "editor" } }),
    expect: saOnly(200),
  },
  {
    method: "POST",
    route: "/api/user/update",
    request: async (f) => ({
      url: "/api/user/update",
      payload: { id: (await createUser(f.ctx, "user")).id, isActive: false },
    }),
    expect: saOnly(200),
  },
  // The same path as the devotee's own deletion: a body with `id` is the SA's delete.
  {
    method: "POST",
    route: "/api/user/delete",
    request: async (f) => ({
      url: "/api/user/delete",
      payload: { id: (await createUser(f.ctx, "user")).id },
    }),
    expect: saOnly(200),
  },
];
