import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { AppError } from "../common/errors";
import { createSessionCache } from "./auth/session-cache";
import type { AppDeps, AppEnv } from "./context";
import { handleError } from "./error-handler";
import { refuseNulInUrl } from "./middleware/refuse-nul-characters";
import { requestLogger } from "./middleware/request-logger";
import { requireSameOrigin } from "./middleware/same-origin";
import { loadSession } from "./middleware/session";
import { accountRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { adminConsultationRoutes } from "./routes/admin-consultations";
import { adminEmailRoutes } from "./routes/admin-email";
import { adminPlanRoutes } from "./routes/admin-plans";
import { adminSellerDetailsRoutes } from "./routes/admin-seller-details";
import { adminStatsRoutes } from "./routes/admin-stats";
import { adminUserRoutes } from "./routes/admin-users";
import { agentRoutes } from "./routes/agent";
import { analysisRoutes } from "./routes/analyses";
import { authRoutes } from "./routes/auth";
import { betaRoutes } from "./routes/beta";
import { consentRoutes } from "./routes/consent";
import { consultationRoutes } from "./routes/consultations";
import { contractRoutes } from "./routes/contracts";
import { customTemplateRoutes } from "./routes/custom-templates";
import { demoPaymentRoutes } from "./routes/demo-payments";
import { feedbackRoutes } from "./routes/feedback";
import { healthRoutes } from "./routes/health";
import { loginRoutes } from "./routes/login";
import { payfastRoutes } from "./routes/payfast";
import { paymentRoutes } from "./routes/payments";
import { paypalRoutes } from "./routes/paypal";
import { publicConfigRoutes } from "./routes/public-config";
import { refundRoutes } from "./routes/refunds";
import { analysisShareRoutes, sharedAnalysisRoutes } from "./routes/shares";
import { subscriptionRoutes } from "./routes/subscription";
import { templateRoutes } from "./routes/templates";
import { usageRoutes } from "./routes/usage";
import { visitorRoutes } from "./routes/visitor";
import { yocoRoutes } from "./routes/yoco";

export type AppOptions = {
  /** The built web app (dist/web) to serve, with the SPA's index.html for every other GET. */
  staticRoot?: string;
};

/** Builds the whole HTTP app from its dependencies. No listening here: server.ts listens, tests call app.request(). */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  const sessionCache = createSessionCache(deps.clock);
  app.use(requestId());
  app.use(async (c, next) => {
    c.set("deps", deps);
    c.set("sessionCache", sessionCache);
    await next();
  });
  app.use(requestLogger);
  // On every response (API, page, asset, download). The built page has no inline script, so scripts are 'self' only.
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix's scroll lock (react-remove-scroll, used by dialogs, selects and menus) inserts <style> elements at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      strictTransportSecurity: deps.env.NODE_ENV === "production" ? "max-age=63072000; includeSubDomains" : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY", // as frame-ancestors 'none', for browsers that predate it
      crossOriginEmbedderPolicy: false,
    }),
  );

  const api = new Hono<AppEnv>()
    .use(requireSameOrigin)
    .use(refuseNulInUrl)
    .use(loadSession)
    // Uploads have their own size limit (MAX_UPLOAD_MB); everything after this line takes at most 1 MB.
    .route("/contracts", contractRoutes)
    .route("/visitor", visitorRoutes)
    .route("/custom-templates", customTemplateRoutes)
    .use(
      bodyLimit({
        maxSize: 1024 * 1024,
        onError: () => {
          throw new AppError("bad_request", { message: "The request is too large." });
        },
      }),
    )
    .route("/analyses", analysisShareRoutes)
    .route("/analyses", analysisRoutes)
    .route("/shared", sharedAnalysisRoutes)
    .route("/agent", agentRoutes)
    .route("/templates", templateRoutes)
    .route("/health", healthRoutes)
    .route("/config", publicConfigRoutes)
    .route("/consent", consentRoutes)
    .route("/auth", authRoutes)
    .route("/account", accountRoutes)
    .route("/feedback", feedbackRoutes)
    .route("/consultations", consultationRoutes)
    .route("/admin/consultations", adminConsultationRoutes)
    .route("/admin/email", adminEmailRoutes)
    .route("/admin/stats", adminStatsRoutes)
    .route("/admin/users", adminUserRoutes)
    .route("/admin/plans", adminPlanRoutes)
    .route("/admin/seller-details", adminSellerDetailsRoutes)
    .route("/admin", adminRoutes)
    .route("/subscription", subscriptionRoutes)
    .route("/usage", usageRoutes)
    .route("/beta", betaRoutes)
    .route("/yoco", yocoRoutes)
    .route("/payfast", payfastRoutes)
    .route("/paypal", paypalRoutes)
    .route("/demo", demoPaymentRoutes)
    .route("/payments", paymentRoutes)
    .route("/refunds", refundRoutes)
    .route("/", loginRoutes)
    .all("*", () => {
      throw new AppError("not_found");
    });
  app.route("/api", api);

  if (options.staticRoot) mountWebApp(app, options.staticRoot);

  app.onError(handleError);
  return app;
}

function mountWebApp(app: Hono<AppEnv>, staticRoot: string) {
  const indexFile = path.join(staticRoot, "index.html");
  if (!existsSync(indexFile)) throw new Error(`The web app is not built: ${indexFile} is missing. Run npm run build.`);
  const indexHtml = readFileSync(indexFile, "utf8");
  app.use("*", async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.req.path.startsWith("/api/")) return;
    const immutable = c.req.path.startsWith("/assets/");
    c.res.headers.set("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
  });
  // the build writes .br and .gz copies of scripts and stylesheets (vite.config.ts): sent when accepted
  app.use("*", serveStatic({ root: staticRoot, precompressed: true }));
  // Every other GET is a route of the single-page app.
  app.get("*", (c) => c.html(indexHtml));
}

export type App = ReturnType<typeof createApp>;
