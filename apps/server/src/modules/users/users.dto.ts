import type { UserDto } from "@sannidhi/contracts";
import type { UserRow } from "./users.repository.js";

/** What a client sees of a user: never the password hash, session version or timestamps. */
export function toUserDto(row: UserRow): UserDto {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    username: row.username,
    email: row.email,
    mobile: row.mobile,
    avatar: row.avatar,
  };
}
