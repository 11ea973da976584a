import {
  type AccessFixture,
  type AccessRow,
  type Actor,
  STAFF_ONLY,
} from "../../../test/access.js";
import { notifyUsers } from "./notifications.service.js";

/** A notification of the caller's own (staff), so each staff caller acts on something real. */
async function ownNotice(f: AccessFixture, actor: Actor, url: string) {
  const owner =
    actor === "editor" || actor === "admin" || actor === "SA" ? f.users[actor] : f.users.SA;
  const [n] = await notifyUsers(f.ctx.app.ctx, [owner.id], {
    kind: "announcement",
    heading: "Matrix",
    icon: { name: "info", color: "info" },
    title: "Who may act on this",
  });
  return { url, payload: { id: n?.id } };
}

export const access: AccessRow[] = [
  { method: "GET", route: "/api/notification", expect: STAFF_ONLY },
  {
    method: "POST",
    route: "/api/notification/add",
    request: () => ({
      url: "/api/notification/add",
      payload: { roles: ["editor"], heading: "Matrix", title: "Announcement" },
    }),
    expect: { anonymous: 401, devoteeA: 403, devoteeB: 403, editor: 403, admin: 200, SA: 200 },
  },
  {
    method: "POST",
    route: "/api/notification/delete",
    request: (f, actor) => ownNotice(f, actor, "/api/notification/delete"),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/notification/read",
    request: (f, actor) => ownNotice(f, actor, "/api/notification/read"),
    expect: STAFF_ONLY,
  },
  { method: "POST", route: "/api/notification/delete-all", expect: STAFF_ONLY },
  { method: "POST", route: "/api/notification/read-all", expect: STAFF_ONLY },
];
