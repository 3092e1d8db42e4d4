import { useMutation } from "@tanstack/react-query";
import { type ChangePasswordRequest, changePasswordResponseSchema } from "../../../../../common/api/account";
import { apiRequest } from "../../../lib/http";

/** POST /api/account/password — other sessions end; this browser gets a fresh session cookie. */
export async function changePassword(input: ChangePasswordRequest) {
  return changePasswordResponseSchema.parse(await apiRequest("POST", "/api/account/password", input));
}

export function useChangePassword() {
  // never retried: a retry after a change that went through would be checked against the old password
  return useMutation({ mutationFn: changePassword, retry: false });
}
