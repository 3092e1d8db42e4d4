import { describe, expect, it } from "vitest";
import { isSafeHref, parseMarkdown } from "./markdown";

describe("links in the assistant's markdown", () => {
  it.each([
    "https://www.gov.za/documents/rental-housing-act",
    "mailto:help@example.co.za",
    "/history",
    "/api/agent/drafts/1/export.pdf",
  ])("keeps %s as a link", (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    "javascript:alert%281%29",
    "JavaScript:alert%281%29",
    "data:text/html;base64,PHNjcmlwdD4=",
    "//evil.example/x",
    "/\\evil.example/x",
    "vbscript:x",
    "history",
  ])("shows %s as text, not a link", (href) => {
    expect(isSafeHref(href)).toBe(false);
    expect(parseMarkdown(`[Open](${href})`)).toEqual([
      { kind: "paragraph", children: [{ kind: "text", text: "Open" }] },
    ]);
  });

  it("reads HTML in the text as text", () => {
    expect(parseMarkdown('<img src=x onerror="alert(1)"> <script>alert(1)</script>')).toEqual([
      {
        kind: "paragraph",
        children: [{ kind: "text", text: '<img src=x onerror="alert(1)"> <script>alert(1)</script>' }],
      },
    ]);
  });
});
