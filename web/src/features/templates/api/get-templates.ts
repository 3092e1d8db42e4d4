import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { templateListItemSchema } from "../../../../../common/api/templates";
import { apiRequest } from "../../../lib/http";

/** GET /api/templates → the template list. */
export const templatesQueryKey = ["/api/templates"] as const;
export const templatesQueryOptions = queryOptions({
  queryKey: templatesQueryKey,
  queryFn: async ({ signal }) =>
    z.array(templateListItemSchema).parse(await apiRequest("GET", "/api/templates", undefined, { signal })),
  staleTime: 60_000,
});
export const useTemplates = () => useQuery(templatesQueryOptions);
