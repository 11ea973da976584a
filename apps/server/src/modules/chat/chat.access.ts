import {
  type AccessFixture,
  type AccessRow,
  type Actor,
  STAFF_ONLY,
} from "../../../test/access.js";
import { roomFor } from "./chat.repository.js";

/** The caller (a staff member; the SA for others) and someone to chat with. */
function pair(f: AccessFixture, actor: Actor) {
  const me = actor === "editor" || actor === "admin" ? f.users[actor] : f.users.SA;
  const other = me === f.users.SA ? f.users.admin : f.users.SA;
  return { me, other };
}

async function room(f: AccessFixture, actor: Actor) {
  const { me, other } = pair(f, actor);
  return { chatId: await roomFor(f.ctx.database.db, me.id, other.id), contactId: other.id };
}

export const access: AccessRow[] = [
  {
    method: "GET",
    route: "/api/chat",
    request: async (f, actor) => ({ url: `/api/chat?chatId=${(await room(f, actor)).chatId}` }),
    expect: STAFF_ONLY,
  },
  {
    method: "GET",
    route: "/api/chat/chat-room",
    request: (f, actor) => ({ url: `/api/chat/chat-room?contactId=${pair(f, actor).other.id}` }),
    expect: STAFF_ONLY,
  },
  { method: "GET", route: "/api/chat/contacts/recent", expect: STAFF_ONLY },
  { method: "GET", route: "/api/chat/contacts/all", expect: STAFF_ONLY },
  {
    method: "GET",
    route: "/api/chat/contacts",
    request: (f, actor) => ({ url: `/api/chat/contacts?contactId=${pair(f, actor).other.id}` }),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/chat/add",
    request: async (f, actor) => ({
      url: "/api/chat/add",
      payload: { ...(await room(f, actor)), text: "Namaste" },
    }),
    expect: STAFF_ONLY,
  },
  {
    method: "POST",
    route: "/api/chat/read",
    request: async (f, actor) => ({
      url: "/api/chat/read",
      payload: { chatId: (await room(f, actor)).chatId },
    }),
    expect: STAFF_ONLY,
  },
];
