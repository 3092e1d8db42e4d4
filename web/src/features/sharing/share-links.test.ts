import { describe, expect, it } from "vitest";
import { shareLinks } from "./share-links";

describe("shareLinks", () => {
  it("carries the URL and title to every target, encoded", () => {
    const url = "https://contractclarity.co.za/shared/abc_DEF-123";
    const links = shareLinks(url, "Contract analysis: lease & deposit.pdf", "Look:");
    expect(links.whatsapp).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Contract analysis: lease & deposit.pdf — ${url}`)}`,
    );
    expect(new URL(links.twitter).searchParams.get("url")).toBe(url);
    expect(new URL(links.twitter).searchParams.get("text")).toBe("Contract analysis: lease & deposit.pdf");
    expect(new URL(links.facebook).searchParams.get("u")).toBe(url);
    expect(new URL(links.linkedin).searchParams.get("url")).toBe(url);
    expect(links.email.startsWith("mailto:?subject=Contract%20analysis%3A%20lease%20%26%20deposit.pdf&body=")).toBe(
      true,
    );
    expect(decodeURIComponent(links.email.split("body=")[1]!)).toBe(`Look:\n\n${url}`);
  });
});
