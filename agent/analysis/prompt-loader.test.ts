import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { loadPrompt } from "./prompt-loader";

const dir = mkdtempSync(join(tmpdir(), "prompts-"));
writeFileSync(
  join(dir, "hello.md"),
  "---\nname: hello\nversion: 1.2.3\ndescription: test prompt\ninputs: [who]\n---\nHello {{who}}.\n",
);
writeFileSync(join(dir, "broken.md"), "---\nname: broken\nversion: 1\ndescription: bad version\ninputs: []\n---\nHi\n");
const url = pathToFileURL(`${dir}/`);

describe("loadPrompt", () => {
  it("fills variables and returns name@version#hash", () => {
    const prompt = loadPrompt("hello", { who: "world" }, url);
    expect(prompt.text).toBe("Hello world.\n");
    expect(prompt.id).toMatch(/^hello@1\.2\.3#[0-9a-f]{12}$/);
  });

  it("throws on a missing or unknown variable", () => {
    expect(() => loadPrompt("hello", {}, url)).toThrow(/missing variable who/);
    expect(() => loadPrompt("hello", { who: "x", extra: "y" }, url)).toThrow(/unknown variable extra/);
  });

  it("validates the front matter", () => {
    expect(() => loadPrompt("broken", {}, url)).toThrow();
  });

  it("loads the committed analysis prompt", () => {
    const prompt = loadPrompt("analyze-contract", {
      side: "Tenant",
      contractType: "Residential lease",
      jurisdiction: "South Africa",
      law: "- Rental Housing Act 50 of 1999: s4, s5",
      schema: "{}",
    });
    expect(prompt.text).toContain("Tenant");
    expect(prompt.text).toContain("Rental Housing Act 50 of 1999: s4, s5");
  });
});
