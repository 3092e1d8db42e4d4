import { createHash } from "node:crypto";
import type { Network } from "../context";
import type { Env } from "../env";
import type { CheckoutInput, CheckoutResult, GatewayContext, PaymentGateway } from "./provider";

/**
 * PayFast (payfast.co.za/documentation): checkout form signature, ITN verification in the four steps the
 * official SDK requires (signature, source, amount and merchant, server confirmation), refunds.
 */

export type FormFields = [string, string][];

/** PHP's urlencode, which PayFast signs with: upper-case hex, spaces as "+", only A-Z a-z 0-9 - _ . left as they are. */
export function payfastUrlEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, "+");
}

/** `key=urlencode(trimmed value)&…` in the given order, blanks skipped, then `&passphrase=…` when one is set. */
export function payfastParamString(fields: FormFields, passphrase?: string): string {
  const pairs = fields
    .map(([key, value]) => [key, value.trim()] as const)
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}=${payfastUrlEncode(value)}`);
  if (passphrase?.trim()) pairs.push(`passphrase=${payfastUrlEncode(passphrase.trim())}`);
  return pairs.join("&");
}

/** Lower-case hex MD5 of the parameter string. */
export function payfastSignature(fields: FormFields, passphrase?: string): string {
  return createHash("md5").update(payfastParamString(fields, passphrase)).digest("hex");
}

/** The checkout fields in PayFast's documented order (merchant, customer, transaction, then options). */
const checkoutFieldOrder = [
  "merchant_id",
  "merchant_key",
  "return_url",
  "cancel_url",
  "notify_url",
  "name_first",
  "name_last",
  "email_address",
  "cell_number",
  "m_payment_id",
  "amount",
  "item_name",
  "item_description",
  "custom_int1",
  "custom_int2",
  "custom_int3",
  "custom_int4",
  "custom_int5",
  "custom_str1",
  "custom_str2",
  "custom_str3",
  "custom_str4",
  "custom_str5",
  "email_confirmation",
  "confirmation_address",
  "payment_method",
  "subscription_type",
  "billing_date",
  "recurring_amount",
  "frequency",
  "cycles",
] as const;

type CheckoutField = (typeof checkoutFieldOrder)[number];

/** The signed form for a checkout: fields in the documented order, blanks left out, `signature` last. */
export function payfastCheckoutForm(values: Partial<Record<CheckoutField, string>>, passphrase?: string): FormFields {
  const fields: FormFields = checkoutFieldOrder
    .filter((key) => values[key] !== undefined && values[key]!.trim() !== "")
    .map((key) => [key, values[key]!.trim()]);
  return [...fields, ["signature", payfastSignature(fields, passphrase)]];
}

/** "YYYY-MM-DD" of the instant in South Africa (UTC+2, no daylight saving): PayFast's billing_date. */
export function payfastBillingDate(instant: Date): string {
  return new Date(instant.getTime() + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * PayFast recurring billing (a subscription): charged now, then monthly (frequency 3) from billing_date until
 * cancelled (cycles 0). PayFast needs a passphrase for subscriptions, so without one the checkout is once-off.
 */
export function payfastSubscriptionFields(params: {
  amountCents: number;
  startedAt: Date;
}): Partial<Record<CheckoutField, string>> {
  return {
    subscription_type: "1",
    billing_date: payfastBillingDate(params.startedAt),
    recurring_amount: randAmount(params.amountCents),
    frequency: "3",
    cycles: "0",
  };
}

export function payfastHost(env: Env): string {
  return env.PAYFAST_SANDBOX ? "sandbox.payfast.co.za" : "www.payfast.co.za";
}

/** Rand with two decimals, as PayFast wants amounts: 29900 → "299.00". */
export function randAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

// ── ITN ───────────────────────────────────────────────────────────────────────

/** The posted form in the order received (URLSearchParams keeps it). */
export function parseItnBody(rawBody: string): FormFields {
  return [...new URLSearchParams(rawBody).entries()];
}

/** Step 1: the signature over the fields up to `signature`, in received order, plus the passphrase. */
export function isItnSignatureValid(fields: FormFields, passphrase?: string): boolean {
  const signatureIndex = fields.findIndex(([key]) => key === "signature");
  if (signatureIndex < 0) return false;
  const given = fields[signatureIndex]![1].trim().toLowerCase();
  const signed = fields.slice(0, signatureIndex);
  // ITN values are signed as received, blanks included
  const paramString = [
    ...signed.map(([key, value]) => `${key}=${payfastUrlEncode(value.trim())}`),
    ...(passphrase?.trim() ? [`passphrase=${payfastUrlEncode(passphrase.trim())}`] : []),
  ].join("&");
  const expected = createHash("md5").update(paramString).digest("hex");
  return given.length === expected.length && timingSafeEqualText(given, expected);
}

/** PayFast's notification hosts (facts §11): the ITN must come from an address one of them resolves to. */
export const payfastNotifyHosts = [
  "www.payfast.co.za",
  "sandbox.payfast.co.za",
  "w1w.payfast.co.za",
  "w2w.payfast.co.za",
] as const;

/** Step 2: the socket address is one of PayFast's. */
export async function isPayfastSource(ip: string, network: Network): Promise<boolean> {
  const resolved = await Promise.all(
    payfastNotifyHosts.map((host) => network.resolveHost(host).catch(() => [] as string[])),
  );
  const normalised = ip.replace(/^::ffff:/, "");
  return resolved.flat().includes(normalised);
}

/** Step 3: amount within a cent of what we expect. */
export function isItnAmountValid(amountGross: string | undefined, expectedCents: number): boolean {
  const amount = Number(amountGross);
  return amountGross !== undefined && Number.isFinite(amount) && Math.abs(expectedCents / 100 - amount) <= 0.01;
}

/** Step 4: PayFast confirms the same parameter string server to server ("VALID"). */
export async function confirmItnWithPayfast(fields: FormFields, context: GatewayContext): Promise<boolean> {
  const signatureIndex = fields.findIndex(([key]) => key === "signature");
  const paramString = fields
    .slice(0, signatureIndex < 0 ? fields.length : signatureIndex)
    .map(([key, value]) => `${key}=${payfastUrlEncode(value.trim())}`)
    .join("&");
  const response = await context.network.fetch(`https://${payfastHost(context.env)}/eng/query/validate`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: paramString,
  });
  return response.ok && (await response.text()).trim() === "VALID";
}

function timingSafeEqualText(a: string, b: string): boolean {
  let difference = 0;
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

// ── gateway ───────────────────────────────────────────────────────────────────

/** API signature (refunds, Auth.php): MD5 over all headers and body fields sorted by key, passphrase included. */
function payfastApiSignature(values: Record<string, string>, passphrase?: string): string {
  const all: Record<string, string> = { ...values, ...(passphrase ? { passphrase } : {}) };
  const sorted = Object.keys(all)
    .sort()
    .map((key) => [key, all[key]!] as [string, string]);
  return createHash("md5").update(payfastParamString(sorted)).digest("hex");
}

export function createPayfastGateway(context: GatewayContext): PaymentGateway {
  const { env, network } = context;
  return {
    name: "payfast",
    async createCheckout(input: CheckoutInput): Promise<CheckoutResult> {
      const form = payfastCheckoutForm(
        {
          merchant_id: env.PAYFAST_MERCHANT_ID,
          merchant_key: env.PAYFAST_MERCHANT_KEY,
          return_url: input.urls.success,
          cancel_url: input.urls.cancel,
          notify_url: input.urls.notify,
          email_address: input.buyer.email,
          m_payment_id: input.payment.id,
          amount: randAmount(input.payment.amount),
          item_name: `ContractClarity ${input.plan.name}`,
          item_description: env.PAYFAST_PASSPHRASE
            ? `${input.plan.name} plan, monthly`
            : `${input.plan.name} plan, one month`,
          custom_str1: input.plan.id,
          ...(env.PAYFAST_PASSPHRASE
            ? payfastSubscriptionFields({ amountCents: input.payment.amount, startedAt: input.payment.createdAt })
            : {}),
        },
        env.PAYFAST_PASSPHRASE,
      );
      return { redirectUrl: `https://${payfastHost(env)}/eng/process`, providerReference: null, form };
    },
    /** PUT /subscriptions/{token}/cancel with the API signature headers. */
    async cancelRecurring(token) {
      const headers = {
        "merchant-id": env.PAYFAST_MERCHANT_ID!,
        version: "v1",
        timestamp: new Date().toISOString().slice(0, 19),
      };
      const signature = payfastApiSignature(headers, env.PAYFAST_PASSPHRASE);
      const testing = env.PAYFAST_SANDBOX ? "?testing=true" : "";
      const response = await network.fetch(
        `https://api.payfast.co.za/subscriptions/${encodeURIComponent(token)}/cancel${testing}`,
        {
          method: "PUT",
          headers: { ...headers, signature },
        },
      );
      if (!response.ok) throw new Error(`PayFast subscription cancel failed with ${response.status}`);
    },
    async refund(payment, reason) {
      if (!payment.providerReference) throw new Error("PayFast payment has no pf_payment_id");
      const headers = {
        "merchant-id": env.PAYFAST_MERCHANT_ID!,
        version: "v1",
        timestamp: new Date().toISOString().slice(0, 19),
      };
      const body = { amount: String(payment.amount), reason: reason.slice(0, 255), notify_buyer: "1" };
      const signature = payfastApiSignature({ ...headers, ...body }, env.PAYFAST_PASSPHRASE);
      const testing = env.PAYFAST_SANDBOX ? "?testing=true" : "";
      const response = await network.fetch(
        `https://api.payfast.co.za/refunds/${encodeURIComponent(payment.providerReference)}${testing}`,
        {
          method: "POST",
          headers: { ...headers, signature, "content-type": "application/json" },
          body: JSON.stringify({ amount: payment.amount, reason: body.reason, notify_buyer: 1 }),
        },
      );
      if (!response.ok) throw new Error(`PayFast refund failed with ${response.status}`);
      const answer = (await response.json().catch(() => ({}))) as { data?: { response?: { id?: string } } };
      return { reference: answer.data?.response?.id ?? payment.providerReference };
    },
  };
}
