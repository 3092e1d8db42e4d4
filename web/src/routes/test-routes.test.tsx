import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeTable } from "../route-table";
import { renderWithProviders } from "../test/render-app";
import TestRoutesScreen, { linkForRoute } from "./test-routes";

describe("/test-routes", () => {
  it("lists every route of the route table, linking those without a required parameter", () => {
    renderWithProviders(<TestRoutesScreen />);
    const list = screen.getByRole("region", { name: "Every route" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(routeTable.length);
    for (const route of routeTable) {
      const href = linkForRoute(route.path);
      if (href)
        expect(
          within(list)
            .getAllByRole("link", { name: route.path })
            .some((link) => link.getAttribute("href") === href),
        ).toBe(true);
      else expect(within(list).getByText(route.path, { exact: false })).toBeTruthy();
    }
  });

  it("drops an optional parameter and keeps routes that need an id unlinked", () => {
    expect(linkForRoute("/payment-status/:paymentId?")).toBe("/payment-status");
    expect(linkForRoute("/analysis/:id")).toBeNull();
    expect(linkForRoute("/")).toBe("/");
  });
});
