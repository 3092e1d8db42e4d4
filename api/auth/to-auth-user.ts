import type { AuthUser } from "../../common/api/auth";
import type { UserRow } from "../db/schema";

/** Admins are users flagged in the database or listed in ADMIN_EMAILS. */
export function toAuthUser(user: UserRow, adminEmails: string[]): AuthUser {
  return {
    id: user.id,
    email: user.email,
    isAdmin: user.isAdmin || adminEmails.includes(user.email),
    subscriptionTier: user.subscriptionTier,
  };
}
