import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render-app";
import { SELECTED_PLAN_KEY } from "../selected-plan";
import { LocationProbe } from "../testing/billing-fixtures";
import { PreSelectedPlanRedirect } from "./pre-selected-plan-redirect";

function PricingProbe() {
  return (
    <Routes>
      <Route path="*" element={<LocationProbe />} />
    </Routes>
  );
}

describe("PreSelectedPlanRedirect (SPEC §4 'Pre-selected plan')", () => {
  beforeEach(() => sessionStorage.clear());

  it("a non-free plan pre-selected in session storage is cleared and the user is sent to /pricing", async () => {
    sessionStorage.setItem(SELECTED_PLAN_KEY, "professional");
    renderWithProviders(
      <>
        <PreSelectedPlanRedirect />
        <PricingProbe />
      </>,
      { path: "/history" },
    );
    expect((await screen.findByTestId("location")).textContent).toBe("/pricing");
    expect(sessionStorage.getItem(SELECTED_PLAN_KEY)).toBeNull();
  });

  it("does nothing without a stored plan, or for the free plan", () => {
    sessionStorage.setItem(SELECTED_PLAN_KEY, "free");
    renderWithProviders(
      <>
        <PreSelectedPlanRedirect />
        <PricingProbe />
      </>,
      { path: "/history" },
    );
    expect(screen.getByTestId("location").textContent).toBe("/history");
  });
});
