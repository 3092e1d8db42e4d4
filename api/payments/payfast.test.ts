import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isItnAmountValid,
  isItnSignatureValid,
  payfastCheckoutForm,
  payfastParamString,
  payfastSignature,
  payfastUrlEncode,
} from "./payfast";

describe("PayFast signatures", () => {
  it("encodes values as PHP's urlencode: upper-case hex, + for spaces, ! ' ( ) * ~ escaped", () => {
    expect(payfastUrlEncode("Professional plan, one month!")).toBe("Professional+plan%2C+one+month%21");
    expect(payfastUrlEncode("https://a.co.za/x?y=1")).toBe("https%3A%2F%2Fa.co.za%2Fx%3Fy%3D1");
    expect(payfastUrlEncode("it's (~*)")).toBe("it%27s+%28%7E%2A%29");
    expect(payfastUrlEncode("a-b_c.d")).toBe("a-b_c.d");
  });

  it("signs a checkout in the documented field order, blanks skipped, passphrase last (vector computed by hand with md5sum)", () => {
    const form = payfastCheckoutForm(
      {
        // given out of order on purpose: the documented order wins
        amount: "299.00",
        item_name: "ContractClarity Professional",
        merchant_id: "10000100",
        merchant_key: "46f0cd694581a",
        return_url: "https://contractclarity.co.za/payment-status/abc?planId=professional",
        notify_url: "https://contractclarity.co.za/api/payfast/notify",
        cancel_url: "   ",
        email_address: "thandi@example.co.za",
        m_payment_id: "abc",
        item_description: " Professional plan, one month! ",
      },
      "jt7NOE43FZPn",
    );
    expect(form.map(([key]) => key)).toEqual([
      "merchant_id",
      "merchant_key",
      "return_url",
      "notify_url",
      "email_address",
      "m_payment_id",
      "amount",
      "item_name",
      "item_description",
      "signature",
    ]);
    const unsigned = form.slice(0, -1);
    expect(payfastParamString(unsigned, "jt7NOE43FZPn")).toBe(
      "merchant_id=10000100&merchant_key=46f0cd694581a&return_url=https%3A%2F%2Fcontractclarity.co.za%2Fpayment-status%2Fabc%3FplanId%3Dprofessional" +
        "&notify_url=https%3A%2F%2Fcontractclarity.co.za%2Fapi%2Fpayfast%2Fnotify&email_address=thandi%40example.co.za&m_payment_id=abc" +
        "&amount=299.00&item_name=ContractClarity+Professional&item_description=Professional+plan%2C+one+month%21&passphrase=jt7NOE43FZPn",
    );
    expect(form.at(-1)).toEqual(["signature", "4c36e3f717ebe2fd28fd7e4d1452f433"]);
    expect(payfastSignature(unsigned)).not.toBe("4c36e3f717ebe2fd28fd7e4d1452f433"); // the passphrase is part of it
  });

  it("checks an ITN signature over the fields in received order up to `signature`, blanks included", () => {
    const fields: [string, string][] = [
      ["m_payment_id", "abc"],
      ["pf_payment_id", "1089250"],
      ["payment_status", "COMPLETE"],
      ["name_last", ""],
      ["amount_gross", "299.00"],
    ];
    const signature = payfastSignature([["m_payment_id", "abc"]], undefined); // not the right one
    expect(isItnSignatureValid([...fields, ["signature", signature]], "secret")).toBe(false);
    const paramString =
      "m_payment_id=abc&pf_payment_id=1089250&payment_status=COMPLETE&name_last=&amount_gross=299.00&passphrase=secret";
    const right = createHash("md5").update(paramString).digest("hex");
    expect(isItnSignatureValid([...fields, ["signature", right]], "secret")).toBe(true);
    expect(isItnSignatureValid([...fields, ["signature", right]], "other")).toBe(false);
    expect(isItnSignatureValid([...fields.slice(0, 4), ["amount_gross", "1.00"], ["signature", right]], "secret")).toBe(
      false,
    );
    expect(isItnSignatureValid(fields, "secret")).toBe(false); // no signature at all
  });

  it("accepts an amount within a cent of the expected one", () => {
    expect(isItnAmountValid("299.00", 29900)).toBe(true);
    expect(isItnAmountValid("298.99", 29900)).toBe(true);
    expect(isItnAmountValid("298.90", 29900)).toBe(false);
    expect(isItnAmountValid("2.99", 29900)).toBe(false);
    expect(isItnAmountValid(undefined, 29900)).toBe(false);
    expect(isItnAmountValid("abc", 29900)).toBe(false);
  });
});
