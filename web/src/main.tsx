import "./lib/zod-without-eval";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app";
import { ErrorBoundary } from "./features/shell/components/error-boundary";
import { createQueryClient } from "./lib/query-client";
import "./styles.css";

const queryClient = createQueryClient();
const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");
// At "/", a signed-out visitor's landing page loads alongside the session check instead of after
// it: one round trip less before the first screen (signed in, the few KB go unused).
if (window.location.pathname === "/") void import("./routes/landing");

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </ErrorBoundary>
  </StrictMode>,
);
