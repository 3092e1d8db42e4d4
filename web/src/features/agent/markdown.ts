/**
 * A small markdown reader for the assistant's answers: headings, paragraphs, bullet and numbered
 * lists, quotes, code blocks and rules; inline bold, italics, code, safe links and clause
 * citations "(clause 5.1)". It produces a tree of plain values that the renderer turns into React
 * elements, so raw HTML in the text is only ever shown as text.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: Inline[] }
  | { kind: "emphasis"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "link"; href: string; children: Inline[] }
  | { kind: "citation"; clauseNumbers: string[]; text: string }
  | { kind: "break" };

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { kind: "paragraph"; children: Inline[] }
  | { kind: "list"; ordered: boolean; start: number; items: Inline[][] }
  | { kind: "quote"; children: Inline[] }
  | { kind: "code"; text: string }
  | { kind: "rule" };

const headingLine = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const bulletLine = /^\s*[-*+]\s+(.*)$/;
const numberedLine = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const quoteLine = /^\s*>\s?(.*)$/;
const fenceLine = /^\s*(```|~~~)/;
const ruleLine = /^\s*([-*_])(\s*\1){2,}\s*$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let index = 0;

  while (index < lines.length) {
    const line = lines[index] ?? "";
    if (line.trim() === "") {
      index++;
      continue;
    }
    const fence = fenceLine.exec(line);
    if (fence) {
      const body: string[] = [];
      index++;
      while (index < lines.length && !(lines[index] ?? "").trim().startsWith(fence[1] ?? "```"))
        body.push(lines[index++] ?? "");
      index++; // the closing fence (or the end while streaming)
      blocks.push({ kind: "code", text: body.join("\n") });
      continue;
    }
    const heading = headingLine.exec(line);
    if (heading) {
      blocks.push({
        kind: "heading",
        level: (heading[1]?.length ?? 1) as 1 | 2 | 3 | 4 | 5 | 6,
        children: parseInline(heading[2] ?? ""),
      });
      index++;
      continue;
    }
    if (ruleLine.test(line)) {
      blocks.push({ kind: "rule" });
      index++;
      continue;
    }
    if (bulletLine.test(line) || numberedLine.test(line)) {
      const ordered = !bulletLine.test(line);
      const start = ordered ? Number(numberedLine.exec(line)?.[1] ?? 1) : 1;
      const items: string[] = [];
      while (index < lines.length) {
        const current = lines[index] ?? "";
        const item = ordered ? numberedLine.exec(current) : bulletLine.exec(current);
        if (item) {
          items.push((ordered ? item[2] : item[1]) ?? "");
        } else if (current.trim() !== "" && /^\s+/.test(current) && items.length > 0) {
          // An indented continuation line belongs to the item above.
          items[items.length - 1] += `\n${current.trim()}`;
        } else {
          break;
        }
        index++;
      }
      blocks.push({ kind: "list", ordered, start, items: items.map((item) => parseInline(item)) });
      continue;
    }
    if (quoteLine.test(line)) {
      const quoted: string[] = [];
      while (index < lines.length && quoteLine.test(lines[index] ?? ""))
        quoted.push(quoteLine.exec(lines[index++] ?? "")?.[1] ?? "");
      blocks.push({ kind: "quote", children: parseInline(quoted.join("\n")) });
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length) {
      const current = lines[index] ?? "";
      if (
        current.trim() === "" ||
        headingLine.test(current) ||
        fenceLine.test(current) ||
        bulletLine.test(current) ||
        numberedLine.test(current) ||
        quoteLine.test(current) ||
        ruleLine.test(current)
      )
        break;
      paragraph.push(current.trim());
      index++;
    }
    blocks.push({ kind: "paragraph", children: parseInline(paragraph.join("\n")) });
  }
  return blocks;
}

const clauseNumber = String.raw`\d+(?:\.\d+)*`;
/** "(clause 5.1)", "(see clause 5)", "(clauses 3.2 and 4.1)", "(clauses 3, 4 and 7.2)". */
const citationSource = String.raw`\((?:see\s+)?clauses?\s+${clauseNumber}(?:\s*(?:,|and|&|or)\s*${clauseNumber})*\)`;

const inlinePattern = new RegExp(
  [
    "(?<code>`[^`\\n]+`)",
    String.raw`(?<strong>\*\*(?=\S)[\s\S]*?\S\*\*|__(?=\S)[\s\S]*?\S__)`,
    String.raw`(?<emphasis>\*(?=[^\s*])[^*\n]*?[^\s*]\*|\*[^\s*]\*)`,
    String.raw`(?<link>\[[^\]\n]+\]\([^)\s]+\))`,
    `(?<citation>${citationSource})`,
    "(?<break>\\n)",
  ].join("|"),
  "gi",
);

/**
 * Only web links, mail links and paths inside the app; anything else (javascript:, data:…) stays text.
 * "//host" and "/\host" are not paths: browsers read both as a link to another site.
 */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|mailto:)/i.test(href) || /^\/(?![/\\])/.test(href);
}

export function parseInline(source: string): Inline[] {
  const result: Inline[] = [];
  let position = 0;
  const pushText = (text: string) => {
    if (!text) return;
    const last = result[result.length - 1];
    if (last?.kind === "text") last.text += text;
    else result.push({ kind: "text", text });
  };
  for (const match of source.matchAll(inlinePattern)) {
    const at = match.index ?? 0;
    pushText(source.slice(position, at));
    const token = match[0];
    const groups = match.groups ?? {};
    if (groups.code) {
      result.push({ kind: "code", text: token.slice(1, -1) });
    } else if (groups.strong) {
      result.push({ kind: "strong", children: parseInline(token.slice(2, -2)) });
    } else if (groups.emphasis) {
      result.push({ kind: "emphasis", children: parseInline(token.slice(1, -1)) });
    } else if (groups.link) {
      const split = token.indexOf("](");
      const label = token.slice(1, split);
      const href = token.slice(split + 2, -1);
      if (isSafeHref(href)) result.push({ kind: "link", href, children: parseInline(label) });
      else pushText(label);
    } else if (groups.citation) {
      result.push({ kind: "citation", clauseNumbers: token.match(/\d+(?:\.\d+)*/g) ?? [], text: token });
    } else if (groups.break) {
      result.push({ kind: "break" });
    }
    position = at + token.length;
  }
  pushText(source.slice(position));
  return result;
}
