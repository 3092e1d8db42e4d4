import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { zaRulePack } from "./pack";
import recorded from "./pack-versions.json";

/**
 * Every stored analysis records the za pack's version (engine.rulePacks and each finding's `pack`),
 * so a changed rule, detector or law number must come with a new version. This test keeps a
 * fingerprint of the pack's source per version: change the rules and it fails until the version is
 * bumped and the new fingerprint recorded in pack-versions.json.
 */
const packDir = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The pack's source with whitespace collapsed, so reformatting alone does not count as a change. */
function fingerprint(): string {
  const hash = createHash("sha256");
  for (const file of sourceFiles(packDir).sort()) {
    hash.update(relative(packDir, file));
    hash.update(readFileSync(file, "utf8").replace(/\s+/g, " "));
  }
  return hash.digest("hex").slice(0, 16);
}

describe("za rule pack version", () => {
  it("changes whenever the pack's rules, detectors or law numbers change", () => {
    const versions = recorded as Record<string, string>;
    expect(
      versions[zaRulePack.version],
      `the za pack changed: bump zaRulePack.version in pack.ts and record "${zaRulePack.version}": "${fingerprint()}" in pack-versions.json`,
    ).toBe(fingerprint());
    // a version is recorded once: an earlier version's fingerprint is never reused for new rules
    expect(new Set(Object.values(versions)).size).toBe(Object.keys(versions).length);
  });
});
