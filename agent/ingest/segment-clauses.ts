import type { Clause } from "../../common/document";

/**
 * Splits extracted contract text into a clause tree.
 *
 * Recognised structure, each only at the start of a line (or, for dotted sub-clauses, right
 * after a heading on the same line, as some SEC filings are flattened):
 * - dotted numbers: `1.`, `1.1`, `1.1.1`, `12)`
 * - keyword headings: `Clause 5`, `Section 2`, `Section 2.1`, `Article IV`, `ARTICLE 1`
 * - lettered and roman items: `(a)`, `(i)`, `(A)`, `(1)`, `a.`, `A.`
 * - schedules, annexures, exhibits and appendices (always top level)
 * - definitions: `"Term" means …` (the defined term becomes the heading)
 * - unnumbered capitalised headings (a short all-caps line followed by body text)
 *
 * Nesting follows the numbering: `1.1` nests under `1`, `(a)` under the clause it follows, `(i)`
 * under `(a)`; a marker of a kind already open closes it and starts a sibling. Text before the
 * first clause becomes an unnumbered preamble node. A node's `start`/`end` cover the node and
 * all its children; `text === source.slice(start, end)`.
 */
export function segmentClauses(text: string, pageStarts?: number[]): Clause[] {
  const markers = findMarkers(text);
  if (markers.length === 0) return paragraphClauses(text, pageStarts);
  const roots = buildTree(markers);
  const flat: Node[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      flat.push(node);
      walk(node.children);
    }
  };
  walk(roots);
  const preambleEnd = flat[0]!.start;
  const result = roots.map((root) => toClause(root, flat, text, pageStarts));
  if (text.slice(0, preambleEnd).trim().length > 0) {
    result.unshift(
      makeClause(text, 0, preambleEnd, null, firstLineHeading(text.slice(0, preambleEnd)), pageStarts, []),
    );
  }
  return result;
}

type MarkerKind =
  | "schedule"
  | "article"
  | "section"
  | "clause"
  | "caps"
  | `number${number}`
  | "paren-lower"
  | "paren-roman"
  | "paren-upper"
  | "paren-upper-roman"
  | "paren-digit"
  | "dot-lower"
  | "dot-roman"
  | "dot-upper"
  | "definition";

type Marker = { kind: MarkerKind; number: string | null; heading: string | null; start: number; rawLetter?: string };
type Node = Marker & { children: Node[]; parent: Node | null; order: number };

const TOP_LEVEL_KINDS: ReadonlySet<MarkerKind> = new Set(["article", "section", "clause", "caps", "number1"]);

type Line = { start: number; text: string; indentEnd: number };

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let position = 0;
  while (position <= text.length) {
    let newline = text.indexOf("\n", position);
    if (newline === -1) newline = text.length;
    const raw = text.slice(position, newline);
    const indent = raw.length - raw.trimStart().length;
    lines.push({ start: position, text: raw.trim(), indentEnd: position + indent });
    position = newline + 1;
  }
  return lines;
}

const ROMAN = /^(?=[ivxlcdm]+$)m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/i;
const SCHEDULE =
  /^(schedule|annexure|annex|appendix|exhibit|attachment)\s+(["“]?[A-Z0-9]{1,4}(?:[.-]\d+)?["”]?)(?=$|[\s.:—–-])[\s.:—–-]*(.*)$/i;
const SIGNATURE = /^(in witness whereof|signed (at|by|for|on)\b|thus done and signed)/i;
const ARTICLE = /^(article|part)\s+([IVXLC]+|\d+)(?=$|[\s.:—–-])[\s.:—–-]*(.*)$/i;
const SECTION = /^(section|clause)\s+(\d+(?:\.\d+)*)(?=$|[\s.:—–-])\.?[\s:—–-]*(.*)$/i;
const DOTTED = /^(\d{1,3}(?:\.\d{1,3})*)(\.|\))?(?=\s|$)\s*(.*)$/;
const PAREN = /^\(([a-zA-Z]{1,4}|\d{1,2})\)\s*(.*)$/;
const LETTER_DOT = /^([a-zA-Z]|[ivxIVX]{1,4})\.\s+(.*)$/;
const DEFINITION =
  /^["“']([^"”']{1,80})["”']\s+(?:means|shall mean|has the meaning|shall have the meaning|includes|shall include|refers to)\b/i;

function findMarkers(text: string): Marker[] {
  const lines = splitLines(text);
  const markers: Marker[] = [];
  let lastTopNumber = 0;
  let previousText = "";
  let previousBlank = true;
  let consumedHeadingLine = -1;
  let lastNumber: number[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line.text.length === 0) {
      previousBlank = true;
      continue;
    }
    if (index === consumedHeadingLine) {
      previousText = line.text;
      previousBlank = false;
      continue;
    }
    const startsParagraph =
      previousBlank ||
      /[.:;]$|^_+$/.test(previousText) ||
      isCapsHeadingText(previousText) ||
      (/^\(/.test(line.text) && /[;,]\s*(and|or)$/i.test(previousText)) ||
      isNextNumber(line.text, lastNumber);
    const restored = restoreOcrNumber(line, lastNumber);
    let found = restored
      ? [restored]
      : startsParagraph
        ? matchMarker(line, lines, index, lastTopNumber, markers)
        : null;
    if (line.text.length > 600) {
      // a whole agreement flattened onto one line: "… as follows: 1.DGT shall pay …; 2.Upon completion …"
      const firstEnd = found && found.length > 0 ? found[found.length - 1]!.start + 1 : line.indentEnd;
      const inline = inlineTopLevel(
        text,
        firstEnd,
        line.start + line.text.length + (line.indentEnd - line.start),
        lastTopNumber,
      );
      if (inline.length >= 2) found = [...(found ?? []), ...inline];
    }
    if (found) {
      // "ARTICLE I" / "DEFINITIONS" on the next line: that line is the heading, not a clause of its own
      const heading = found[0]!.heading;
      const next = lines.findIndex((candidate, candidateIndex) => candidateIndex > index && candidate.text.length > 0);
      if (heading && next > index && next <= index + 2 && lines[next]!.text.replace(/[.:]$/, "") === heading)
        consumedHeadingLine = next;
      for (const marker of found) {
        markers.push(marker);
        if (marker.kind === "number1" && marker.number) lastTopNumber = Number(marker.number);
        if (marker.kind.startsWith("number") && marker.number) lastNumber = marker.number.split(".").map(Number);
      }
    }
    previousText = line.text;
    previousBlank = false;
  }
  // "SCHEDULE A" on its own line, then "SCHEDULE A PRICING" (a running header): keep the second
  return markers.filter((marker, index) => {
    const next = markers[index + 1];
    return !(
      marker.kind === "schedule" &&
      next?.kind === "schedule" &&
      next.number === marker.number &&
      text.slice(marker.start, next.start).trim().length <= 20
    );
  });
}

function matchMarker(
  line: Line,
  lines: Line[],
  index: number,
  lastTopNumber: number,
  previous: Marker[],
): Marker[] | null {
  const body = line.text;
  const start = line.indentEnd;
  const signature = body.match(SIGNATURE);
  if (signature && !previous.some((marker) => marker.heading === "Signatures")) {
    return [{ kind: "caps", number: null, heading: "Signatures", start }];
  }
  const schedule = body.match(SCHEDULE);
  if (schedule && /^[A-Z]/.test(body) && body.length <= 100 && previous.length > 0) {
    const label = `${capitalise(schedule[1]!)} ${schedule[2]!.replace(/["“”]/g, "")}`;
    const rest = schedule[3]!.trim();
    const isReference = /^(to|of|hereto|attached|and|or|in|as)\b/i.test(rest) || /^[a-z]/.test(rest);
    if (!isReference) {
      return [
        {
          kind: "schedule",
          number: label,
          heading: rest ? (headingOf(rest) ?? null) : nextLineHeading(lines, index),
          start,
        },
      ];
    }
  }
  const article = body.match(ARTICLE);
  if (article && /^[A-Z]/.test(body)) {
    const rest = article[3]!.trim();
    if (!/^[a-z]/.test(rest)) {
      return [
        {
          kind: "article",
          number: article[2]!,
          heading: rest ? headingOf(rest) : nextLineHeading(lines, index),
          start,
        },
      ];
    }
  }
  const section = body.match(SECTION);
  if (section && /^[A-Z]/.test(body)) {
    const rest = section[3]!.trim();
    if (!/^[a-z]/.test(rest)) {
      const number = section[2]!;
      const depth = number.split(".").length;
      const keyword = section[1]!.toLowerCase() === "clause" ? "clause" : "section";
      const kind: MarkerKind = depth > 1 ? `number${depth}` : keyword;
      const heading = rest ? headingOf(rest) : nextLineHeading(lines, index);
      return [{ kind, number, heading, start }, ...inlineSubClauses(line, number, rest)];
    }
  }
  const dotted = body.match(DOTTED);
  if (dotted) {
    const number = dotted[1]!;
    const terminator = dotted[2];
    const rest = dotted[3]!.trim();
    const parts = number.split(".");
    const depth = parts.length;
    if (parts.every((part) => Number(part) <= 500) && !/^[a-z%$,]/.test(rest) && rest.length > 0) {
      const plausibleTop =
        depth > 1 ||
        (terminator !== undefined && Number(number) >= 1 && Number(number) <= lastTopNumber + 5) ||
        (terminator === undefined && isCapsHeadingText(rest) && Number(number) === lastTopNumber + 1);
      const notAnAmount = !/^\d/.test(rest);
      if (plausibleTop && notAnAmount && (depth === 1 || !/^\d/.test(rest))) {
        const heading = headingOf(rest);
        return [{ kind: `number${depth}`, number, heading, start }, ...inlineSubClauses(line, number, rest)];
      }
    }
  }
  const paren = body.match(PAREN);
  if (paren) {
    const token = paren[1]!;
    const rest = paren[2]!.trim();
    if (rest.length > 0 || lines[index + 1]?.text) {
      const kind = parenKind(token, previous);
      if (kind)
        return [
          { kind, number: `(${token})`, heading: definitionTerm(rest) ?? shortHeading(rest), start, rawLetter: token },
        ];
    }
  }
  const letterDot = body.match(LETTER_DOT);
  if (letterDot && /^[A-Z"“(]/.test(letterDot[2]!)) {
    const token = letterDot[1]!;
    const kind = letterDotKind(token, previous);
    if (kind)
      return [
        {
          kind,
          number: `${token}.`,
          heading: definitionTerm(letterDot[2]!) ?? shortHeading(letterDot[2]!),
          start,
          rawLetter: token,
        },
      ];
  }
  const definition = body.match(DEFINITION);
  if (definition) {
    return [{ kind: "definition", number: null, heading: definition[1]!, start }];
  }
  if (isCapsHeadingLine(lines, index)) {
    return [{ kind: "caps", number: null, heading: body.replace(/[.:]$/, ""), start }];
  }
  return null;
}

/** The numbers that may come next after `last`: its first child, its next sibling, or an ancestor's next sibling. */
function expectedNumbers(last: number[]): number[][] {
  if (last.length === 0) return [[1]];
  const candidates = [[...last, 1]];
  for (let depth = last.length; depth >= 1; depth -= 1)
    candidates.push([...last.slice(0, depth - 1), last[depth - 1]! + 1]);
  return candidates;
}

/** "9:1", "9;1", "9,1", "5 i)", "5 l": a sub-clause number as OCR reads it. */
const OCR_SEPARATED = /^(\d{1,3})(?:\s?[:;,]\s?(\d{1,3})|\s?[iIl|](?=[\s)]))\)?\s+(?=["“(]?[A-Z])/;
/** "21 The Employee…": "2.1" with its dot lost. */
const OCR_GLUED = /^(\d{2,3})\s+(?=["“(]?[A-Z])/;

/**
 * A clause number OCR has garbled ("9:1", "5 i)", "21" for "2.1"), restored when the structure
 * shows it: the restored number is the one that comes next after the last clause number, and the
 * number as read is not.
 */
function restoreOcrNumber(line: Line, last: number[]): Marker | null {
  if (last.length === 0) return null;
  const candidates = expectedNumbers(last).filter((candidate) => candidate.length >= 2);
  const separated = OCR_SEPARATED.exec(line.text);
  const glued = separated ? null : OCR_GLUED.exec(line.text);
  const match = separated ?? glued;
  if (!match) return null;
  const restored = separated
    ? candidates.find(
        (candidate) =>
          candidate.length === 2 &&
          candidate[0] === Number(separated[1]) &&
          candidate[1] === (separated[2] === undefined ? 1 : Number(separated[2])),
      )
    : candidates.find((candidate) => candidate.join("") === glued![1]);
  if (!restored) return null;
  // "21" right after clause 20 is clause 21, not 2.1.
  if (glued && expectedNumbers(last).some((candidate) => candidate.join(".") === glued[1])) return null;
  const number = restored.join(".");
  const rest = line.text.slice(match[0].length);
  return { kind: `number${restored.length}`, number, heading: headingOf(rest), start: line.indentEnd };
}

/**
 * A line starting with the number that follows the last clause number (its next sibling, first
 * child, or the next clause of an ancestor) and then a capital starts a clause even when the line
 * before does not end a sentence: "… Cape Town, 7700" / "1. PARTIES AND INTERPRETATION".
 */
function isNextNumber(line: string, last: number[]): boolean {
  const match = line.match(/^(\d{1,3}(?:\.\d{1,3})*)\.?\s+["“(]?[A-Z]/);
  if (!match) return false;
  const parts = match[1]!.split(".").map(Number);
  if (last.length === 0) return parts.length === 1 && parts[0] === 1;
  const key = parts.join(".");
  return expectedNumbers(last).some((candidate) => candidate.join(".") === key);
}

/** Sequential top-level numbers inside one long line: `1.`, `2.`, `3.` … each after a sentence end. */
function inlineTopLevel(text: string, from: number, to: number, lastTopNumber: number): Marker[] {
  const markers: Marker[] = [];
  const segment = text.slice(from, to);
  let expected = lastTopNumber + 1;
  for (const match of segment.matchAll(/(?<=(?:[.;:]|\s{2})\s*)(\d{1,2})\.\s*(?=[A-Z"“(])/g)) {
    if (Number(match[1]) !== expected) continue;
    expected += 1;
    const after = segment.slice(match.index! + match[0].length, match.index! + match[0].length + 200);
    markers.push({ kind: "number1", number: match[1]!, heading: shortHeading(after), start: from + match.index! });
  }
  return markers;
}

/** `2. RELATIONSHIP OF THE PARTIES 2.1 Non-Exclusive Reseller Subject to …` — flattened sub-clauses on one line. */
function inlineSubClauses(line: Line, parentNumber: string, rest: string): Marker[] {
  const markers: Marker[] = [];
  const restOffset = line.indentEnd + line.text.length - rest.length;
  const pattern = new RegExp(`(?<=\\s)(${parentNumber.replace(/\./g, "\\.")}\\.\\d{1,2})\\.?\\s+(?=[A-Z(])`, "g");
  let expected = 1;
  for (const match of rest.matchAll(pattern)) {
    const number = match[1]!;
    const last = Number(number.split(".").pop());
    if (last !== expected) continue;
    expected += 1;
    const after = rest.slice(match.index! + match[0].length);
    markers.push({
      kind: `number${number.split(".").length}`,
      number,
      heading: headingOf(after),
      start: restOffset + match.index!,
    });
  }
  return markers;
}

function parenKind(token: string, previous: Marker[]): MarkerKind | null {
  if (/^\d+$/.test(token)) return "paren-digit";
  const lastLower = lastOfKind(previous, "paren-lower");
  if (/^[a-z]+$/.test(token)) {
    const romanCandidate = /^[ivx]+$/.test(token) && ROMAN.test(token);
    // (i), (v), (x) right after (h), (u), (w) are letters, not roman numerals.
    if (romanCandidate && token.length === 1 && lastLower?.rawLetter && nextLetter(lastLower.rawLetter) === token) {
      const lastRoman = lastOfKind(previous, "paren-roman");
      if (!lastRoman || lastRoman.start < lastLower.start) return "paren-lower";
    }
    if (romanCandidate) return "paren-roman";
    if (token.length === 1) return "paren-lower";
    if (/^([a-z])\1$/.test(token)) return "paren-lower"; // (aa), (bb)
    return null;
  }
  if (/^[A-Z]+$/.test(token)) {
    const lastUpper = lastOfKind(previous, "paren-upper");
    if (/^[IVX]+$/.test(token) && ROMAN.test(token)) {
      if (token.length === 1 && lastUpper?.rawLetter && nextLetter(lastUpper.rawLetter) === token) return "paren-upper";
      return "paren-upper-roman";
    }
    return token.length === 1 ? "paren-upper" : null;
  }
  return null;
}

function letterDotKind(token: string, previous: Marker[]): MarkerKind | null {
  if (/^[a-z]$/.test(token)) {
    const last = lastOfKind(previous, "dot-lower");
    if (ROMAN.test(token) && !(last?.rawLetter && nextLetter(last.rawLetter) === token) && token !== "a")
      return "dot-roman";
    return "dot-lower";
  }
  if (/^[ivx]+$/.test(token)) return "dot-roman";
  if (/^[A-Z]$/.test(token)) return "dot-upper";
  return null;
}

function lastOfKind(markers: Marker[], kind: MarkerKind): Marker | undefined {
  for (let index = markers.length - 1; index >= 0; index -= 1) {
    const marker = markers[index]!;
    if (marker.kind === kind) return marker;
    if (marker.kind === "number1" || marker.kind === "article" || marker.kind === "schedule") return undefined;
  }
  return undefined;
}

function nextLetter(letter: string): string {
  return String.fromCharCode(letter.charCodeAt(0) + 1);
}

function isCapsHeadingText(value: string): boolean {
  const letters = value.replace(/[^A-Za-z]/g, "");
  if (letters.length < 3 || value.length > 90) return false;
  const upper = letters.replace(/[^A-Z]/g, "").length;
  return upper / letters.length >= 0.9 && !/[,;]$/.test(value) && !/_{3,}/.test(value);
}

/** A short all-caps line, followed (after blank lines) by ordinary body text or a numbered clause. */
function isCapsHeadingLine(lines: Line[], index: number): boolean {
  const value = lines[index]!.text;
  if (!isCapsHeadingText(value) || /:$/.test(value) || value.split(/\s+/).length > 12) return false;
  if (/\b(LTD|LIMITED|INC|LLC|CORP|CORPORATION|PTY|L\.P)\b\.?/.test(value)) return false;
  for (let next = index + 1; next < lines.length && next <= index + 3; next += 1) {
    const candidate = lines[next]!.text;
    if (candidate.length === 0) continue;
    if (isCapsHeadingText(candidate)) return false;
    return candidate.length >= 40 || DOTTED.test(candidate) || PAREN.test(candidate);
  }
  return false;
}

function nextLineHeading(lines: Line[], index: number): string | null {
  for (let next = index + 1; next < lines.length && next <= index + 2; next += 1) {
    const candidate = lines[next]!.text;
    if (candidate.length === 0) continue;
    return isCapsHeadingText(candidate) ? candidate.replace(/[.:]$/, "") : null;
  }
  return null;
}

const SMALL_WORDS = new Set([
  "of",
  "and",
  "or",
  "the",
  "to",
  "in",
  "for",
  "on",
  "by",
  "with",
  "a",
  "an",
  "as",
  "at",
  "from",
  "upon",
  "under",
]);

/** The heading at the start of a clause line: `PARTIES AND INTERPRETATION`, `OVERVIEW. As set forth…`, `Definitions. In this…`. */
function headingOf(rest: string): string | null {
  const value = rest.trim();
  if (!value) return null;
  const definition = definitionTerm(value);
  if (definition) return definition;
  if (isCapsHeadingText(value) && !/[.;:]\s*\S/.test(value.replace(/\.$/, ""))) return value.replace(/[.:]$/, "");
  // all-caps words at the start, then body text: "RELATIONSHIP OF THE PARTIES 2.1 …" / "OVERVIEW. As set forth …"
  const capsRun = value.match(
    /^((?:[A-Z][A-Z0-9'’&,/()-]*(?:\s+|$))*?[A-Z][A-Z0-9'’&,/()-]*[.:](?=\s|$)|(?:[A-Z][A-Z0-9'’&,/()-]*(?:\s+|$))+)/,
  );
  if (capsRun) {
    const words = capsRun[1]!.trim().split(/\s+/);
    const endsWithStop = /[.:]$/.test(capsRun[1]!.trim());
    // the run's last word may be the first (capitalised) word of the body: "WARRANTY The Supplier …"
    while (!endsWithStop && words.length > 0 && words[words.length - 1]!.replace(/[^A-Za-z]/g, "").length <= 1)
      words.pop();
    const candidate = words.join(" ").replace(/[.,:;]$/, "");
    if (candidate.replace(/[^A-Z]/g, "").length >= 3) return candidate;
  }
  // a Title Case phrase ending with a full stop or colon: "Definitions. In this Agreement …"
  const titled = value.match(/^([A-Z][^.:;!?]{1,80}?)[.:]\s+(?=\S)/);
  if (titled && isTitleCase(titled[1]!)) return titled[1]!.trim();
  return null;
}

function shortHeading(rest: string): string | null {
  const titled = rest.match(/^([A-Z][^.:;!?]{1,60}?)[.:]\s+(?=\S)/);
  if (titled && isTitleCase(titled[1]!) && titled[1]!.split(/\s+/).length <= 8) return titled[1]!.trim();
  return null;
}

function isTitleCase(phrase: string): boolean {
  const words = phrase
    .trim()
    .split(/\s+/)
    .filter((word) => /[A-Za-z]/.test(word));
  if (words.length === 0 || words.length > 10) return false;
  const significant = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  if (significant.length === 0) return false;
  return significant.every((word) => /^[A-Z0-9("'“]/.test(word));
}

function definitionTerm(rest: string): string | null {
  const match = rest.match(DEFINITION);
  return match ? match[1]! : null;
}

function firstLineHeading(preamble: string): string | null {
  const first = preamble.trim().split("\n")[0]!.trim();
  return first.length > 0 && first.length <= 100 && isCapsHeadingText(first) ? first : null;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function buildTree(markers: Marker[]): Node[] {
  const roots: Node[] = [];
  const stack: Node[] = [];
  markers.forEach((marker, order) => {
    const node: Node = { ...marker, children: [], parent: null, order };
    const parentIndex = findParentIndex(stack, node);
    stack.length = parentIndex + 1;
    const parent = parentIndex >= 0 ? stack[parentIndex]! : null;
    node.parent = parent;
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  });
  return roots;
}

/** Index in the open-node stack of the new node's parent (-1: a root). */
function findParentIndex(stack: Node[], node: Node): number {
  if (node.kind === "schedule") return -1;
  const containerIndex = lastIndex(stack, (open) => open.kind === "schedule");
  const depth = numberDepth(node.kind);

  if (depth > 0) {
    // 1.2.3 nests under the open clause whose number is its prefix (1.2), else under the deepest shallower number.
    const prefix = node.number!.split(".").slice(0, -1).join(".");
    const exact = lastIndex(stack, (open) => numberDepth(open.kind) > 0 && open.number === prefix);
    if (exact >= 0) return exact;
    const shallower = lastIndex(stack, (open) => numberDepth(open.kind) > 0 && numberDepth(open.kind) < depth);
    if (shallower >= 0) return shallower;
    if (depth === 1) {
      // a top-level number closes everything up to its container (article, schedule)
      const article = lastIndex(stack, (open) => open.kind === "article");
      return Math.max(article, containerIndex);
    }
    const keyword = lastIndex(stack, (open) => TOP_LEVEL_KINDS.has(open.kind));
    return Math.max(keyword, containerIndex);
  }
  if (node.kind === "article") return containerIndex;
  if (node.kind === "caps" || node.kind === "section" || node.kind === "clause") {
    const sameKind = lastIndex(stack, (open) => open.kind === node.kind);
    if (sameKind >= 0) return sameKind - 1;
    const article = lastIndex(stack, (open) => open.kind === "article");
    return Math.max(article, containerIndex);
  }
  // lettered items, roman items and definitions: a sibling of the same kind if one is open, else a child of the top
  const sameKind = lastIndex(stack, (open) => open.kind === node.kind);
  const boundary = lastIndex(stack, (open) => TOP_LEVEL_KINDS.has(open.kind) || numberDepth(open.kind) > 0);
  if (sameKind >= 0 && sameKind > boundary) return sameKind - 1;
  if (sameKind >= 0 && sameKind < boundary) return stack.length - 1;
  return stack.length - 1;
}

function numberDepth(kind: MarkerKind): number {
  return kind.startsWith("number") ? Number(kind.slice("number".length)) : 0;
}

function lastIndex<T>(items: T[], predicate: (item: T) => boolean): number {
  for (let index = items.length - 1; index >= 0; index -= 1) if (predicate(items[index]!)) return index;
  return -1;
}

function toClause(node: Node, flat: Node[], text: string, pageStarts: number[] | undefined): Clause {
  let last = node;
  while (last.children.length > 0) last = last.children[last.children.length - 1]!;
  const next = flat[last.order + 1];
  const end = next ? next.start : text.length;
  const children = node.children.map((child) => toClause(child, flat, text, pageStarts));
  return makeClause(text, node.start, end, node.number, node.heading, pageStarts, children);
}

function makeClause(
  text: string,
  start: number,
  rawEnd: number,
  number: string | null,
  heading: string | null,
  pageStarts: number[] | undefined,
  children: Clause[],
): Clause {
  let end = rawEnd;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  return { number, heading, text: text.slice(start, end), start, end, page: pageAt(start, pageStarts), children };
}

function pageAt(offset: number, pageStarts: number[] | undefined): number {
  if (!pageStarts || pageStarts.length === 0) return 1;
  let low = 0;
  let high = pageStarts.length - 1;
  let page = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (pageStarts[middle]! <= offset) {
      page = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return page + 1;
}

/** No recognisable structure: one unnumbered node per paragraph. */
function paragraphClauses(text: string, pageStarts: number[] | undefined): Clause[] {
  const clauses: Clause[] = [];
  for (const match of text.matchAll(/\S(?:[\s\S]*?)(?=\n\s*\n|\s*$)/g)) {
    const start = match.index!;
    clauses.push(makeClause(text, start, start + match[0].length, null, null, pageStarts, []));
  }
  return clauses;
}
