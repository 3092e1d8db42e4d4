import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type AuthUser, authUserSchema, type SignUpRequest } from "../../../../../common/api/auth";
import { apiRequest } from "../../../lib/http";
import { authUserQueryOptions } from "./get-auth-user";

/** POST /api/auth/signup → 201 with the new user; the server sets the session cookie. */
export async function signUp(request: SignUpRequest): Promise<AuthUser> {
  return authUserSchema.parse(await apiRequest("POST", "/api/auth/signup", request));
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // Creating an account is not idempotent: never send it twice.
    retry: false,
    onSuccess: async (user) => {
      queryClient.setQueryData(authUserQueryOptions.queryKey, user);
      await queryClient.invalidateQueries({ queryKey: authUserQueryOptions.queryKey });
    },
  });
}
