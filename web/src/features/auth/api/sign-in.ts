import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AuthUser, authUserSchema, type SignInRequest } from "../../../../../common/api/auth";
import { apiRequest } from "../../../lib/http";
import { authUserQueryOptions } from "./get-auth-user";

/** POST /api/auth/signin → the signed-in user; the server sets the session cookie. */
export async function signIn(request: SignInRequest): Promise<AuthUser> {
  return authUserSchema.parse(await apiRequest("POST", "/api/auth/signin", request));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // A wrong password or a rate limit must not be sent twice.
    retry: false,
    onSuccess: async (user) => {
      queryClient.setQueryData(authUserQueryOptions.queryKey, user);
      await queryClient.invalidateQueries({ queryKey: authUserQueryOptions.queryKey });
    },
  });
}
