import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Every relative link in the README, SECURITY.md, docs/ and the fixtures' READMEs must lead to a file
// that exists, and a link to a heading (#anchor) to a heading that exists.
const root = import.meta.dirname;
const documents = [
  "README.md",
  "SECURITY.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
  ...["fixtures/README.md", "fixtures/contracts/README.md", "fixtures/za-corpus/README.md"].filter((path) =>
    existsSync(join(root, path)),
  ),
];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, "")
    .replace(/[^\p{L}\p{N}\s-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsIn(path: string): Set<string> {
  const text = readFileSync(path, "utf8").replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)));
}

function linksIn(path: string): string[] {
  const text = readFileSync(path, "utf8").replace(/```[\s\S]*?```/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

describe("documentation links", () => {
  it.each(documents)("every relative link in %s resolves", (document) => {
    const broken: string[] = [];
    for (const link of linksIn(join(root, document))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto:
      const [target = "", anchor] = link.split("#");
      const file = target ? resolve(dirname(join(root, document)), decodeURIComponent(target)) : join(root, document);
      if (!existsSync(file)) broken.push(`${link} (no ${relative(root, file)})`);
      else if (anchor && statSync(file).isFile() && file.endsWith(".md") && !anchorsIn(file).has(anchor))
        broken.push(`${link} (no heading #${anchor})`);
    }
    expect(broken).toEqual([]);
  });

  it("keeps the README short", () => {
    expect(readFileSync(join(root, "README.md"), "utf8").split("\n").length).toBeLessThanOrEqual(200);
  });
});
