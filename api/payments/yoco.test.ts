import { describe, expect, it } from "vitest";
import { verifyYocoWebhook, yocoSignature } from "./yoco";

const secret = `whsec_${Buffer.from("a very secret webhook key!").toString("base64")}`;
const now = new Date("2026-03-02T08:00:00Z");
const timestamp = String(Math.floor(now.getTime() / 1000));
const rawBody = JSON.stringify({ id: "evt_1", type: "payment.succeeded", payload: { amount: 29900, currency: "ZAR" } });

describe("Yoco webhook signature", () => {
  it("is base64 HMAC-SHA256 of id.timestamp.body with the base64-decoded secret (whsec_ stripped)", async () => {
    const { createHmac } = await import("node:crypto");
    const expected = createHmac("sha256", Buffer.from("a very secret webhook key!"))
      .update(`msg_1.${timestamp}.${rawBody}`)
      .digest("base64");
    expect(yocoSignature({ secret, webhookId: "msg_1", timestamp, rawBody })).toBe(expected);
  });

  it("accepts the right signature among several v1 entries, and refuses a wrong one, a changed body or an old timestamp", () => {
    const signature = yocoSignature({ secret, webhookId: "msg_1", timestamp, rawBody });
    const headers = { id: "msg_1", timestamp, signature: `v1,bm90IGl0 v1,${signature}` };
    expect(verifyYocoWebhook({ secret, headers, rawBody, now })).toEqual({ valid: true });
    expect(verifyYocoWebhook({ secret, headers: { ...headers, signature: "v1,bm90IGl0" }, rawBody, now }).valid).toBe(
      false,
    );
    expect(verifyYocoWebhook({ secret, headers, rawBody: rawBody.replace("29900", "100"), now }).valid).toBe(false);
    expect(verifyYocoWebhook({ secret, headers, rawBody, now: new Date(now.getTime() + 4 * 60 * 1000) })).toEqual({
      valid: false,
      reason: "timestamp outside 3 minutes",
    });
    expect(verifyYocoWebhook({ secret, headers: { ...headers, id: undefined }, rawBody, now }).valid).toBe(false);
  });
});
