// PayFast ITNs as the sandbox sends them, signed the documented way, for the payment and subscription tests.
import { createHash } from "node:crypto";
import { payfastUrlEncode } from "../payments/payfast";

/** PayFast's public sandbox merchant: its passphrase, merchant id, and one of PayFast's notify addresses. */
export const payfastSandbox = { passphrase: "jt7NOE43FZPn", merchantId: "10000100", address: "197.97.145.144" };

/** The server settings of a PayFast sandbox merchant behind a proxy (PayFast's address arrives in x-forwarded-for). */
export const payfastSandboxEnv = {
  PAYFAST_MERCHANT_ID: payfastSandbox.merchantId,
  PAYFAST_MERCHANT_KEY: "46f0cd694581a",
  PAYFAST_PASSPHRASE: payfastSandbox.passphrase,
  PAYFAST_SANDBOX: "true",
  TRUST_PROXY: "true",
};

/** The fields of an ITN for a completed R299 Professional payment; `extra` replaces fields or adds some (token, billing_date). */
export function payfastItnFields(paymentId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    m_payment_id: paymentId,
    pf_payment_id: `pf-${paymentId.slice(0, 8)}`,
    payment_status: "COMPLETE",
    item_name: "ContractClarity Professional",
    item_description: "",
    amount_gross: "299.00",
    amount_fee: "-6.90",
    amount_net: "292.10",
    custom_str1: "professional",
    name_first: "Thandi",
    name_last: "",
    email_address: "thandi@example.co.za",
    merchant_id: payfastSandbox.merchantId,
    ...extra,
  };
}

/** The ITN's form body: the fields in order, then their MD5 signature with the passphrase, as PayFast signs it. */
export function signedPayfastItn(fields: Record<string, string>, passphrase = payfastSandbox.passphrase): string {
  const paramString = Object.entries(fields)
    .map(([key, value]) => `${key}=${payfastUrlEncode(value)}`)
    .join("&");
  const signature = createHash("md5")
    .update(`${paramString}&passphrase=${payfastUrlEncode(passphrase)}`)
    .digest("hex");
  return `${paramString}&signature=${signature}`;
}
