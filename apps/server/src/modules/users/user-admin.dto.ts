import type { ManagedUser } from "@sannidhi/contracts";
import type { ManagedRow } from "./user-admin.repository.js";

/**
 * The SA's view of an account, with the spec's user-record names (`phone`, `imgUrl`); never the
 * password hash or the session version (decision 112).
 */
export function toManagedUserDto(row: ManagedRow): ManagedUser {
  return {
    id: row.id,
    role: row.role,
    isActive: row.isActive,
    name: row.name,
    username: row.username,
    email: row.email,
    phone: row.mobile,
    address: row.address,
    imgUrl: row.avatar,
    temple: row.temple,
    access: row.access,
    createdAt: row.createdAt.toISOString(),
  };
}
