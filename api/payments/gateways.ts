import type { PaymentProvider } from "../../common/api/billing";
import { AppError } from "../../common/errors";
import { createDemoGateway } from "./demo";
import { createPayfastGateway } from "./payfast";
import { createPaypalGateway } from "./paypal";
import {
  type GatewayContext,
  isDemoActive,
  isPayfastConfigured,
  isPaypalConfigured,
  isYocoConfigured,
  type PaymentGateway,
} from "./provider";
import { createYocoGateway } from "./yoco";

const configured: Record<Exclude<PaymentProvider, "demo">, (context: GatewayContext) => boolean> = {
  yoco: (context) => isYocoConfigured(context.env),
  payfast: (context) => isPayfastConfigured(context.env),
  paypal: (context) => isPaypalConfigured(context.env),
};

const factories: Record<PaymentProvider, (context: GatewayContext) => PaymentGateway> = {
  yoco: createYocoGateway,
  payfast: createPayfastGateway,
  paypal: createPaypalGateway,
  demo: () => createDemoGateway(),
};

/** The gateway a checkout route uses: the named provider when it has credentials, the demo when none has any; else 503. */
export function checkoutGateway(requested: Exclude<PaymentProvider, "demo">, context: GatewayContext): PaymentGateway {
  if (configured[requested](context)) return factories[requested](context);
  if (isDemoActive(context.env)) return createDemoGateway();
  throw new AppError("service_unavailable", {
    message: `Payments through ${requested} are not set up on this server. Please choose another payment method.`,
  });
}

/** The gateway that took a payment (refunds go back through it). */
export function gatewayOf(provider: PaymentProvider, context: GatewayContext): PaymentGateway {
  return factories[provider](context);
}
