import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import type { AuthUser } from "../../../common/api/auth";
import { authUserQueryKey, createQueryClient } from "../lib/query-client";
import "./setup-dom";

export const normalUser: AuthUser = {
  id: "user-1",
  email: "thandi@example.co.za",
  isAdmin: false,
  subscriptionTier: "free",
};
export const adminUser: AuthUser = {
  id: "admin-1",
  email: "admin@example.co.za",
  isAdmin: true,
  subscriptionTier: "enterprise",
};

/** Renders UI with the product's query client (auth user preset when given) and an in-memory router. */
export function renderWithProviders(
  ui: ReactNode,
  options: { path?: string; user?: AuthUser | null; queryClient?: QueryClient } = {},
) {
  const queryClient = options.queryClient ?? createQueryClient();
  if (options.user !== undefined) queryClient.setQueryData(authUserQueryKey, options.user);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.path ?? "/"]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
