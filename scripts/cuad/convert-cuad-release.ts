import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { z } from "zod";

/**
 * Converts the official CUAD v1 release (CUAD_v1.json in SQuAD form, full_contract_txt/ and
 * optionally full_contract_pdf/ and CUAD_v1_README.txt) into the layout the classifier trainer and
 * the cuad eval suite read:
 *
 *   contracts/<id>.txt   the contract text, byte for byte
 *   labels.jsonl         { id, title, type, chars, spans[{category,start,end,text}], absent[], cuad_pdf }
 *   categories.json      the categories in CUAD's column order (with CUAD's description when known)
 *   contracts.csv        id,title,type,chars,spans,categories_present,pdf_pages,pdf
 *   pdf/<id>.pdf         the original PDFs that the release has
 *
 * Ids (cuad-0001, …) follow the code-point order of the txt file names over the whole release, so
 * the same document always gets the same id (the committed classifier's dev split is a list of ids).
 */

const squadSchema = z.object({
  data: z.array(
    z.object({
      title: z.string(),
      paragraphs: z
        .array(
          z.object({
            context: z.string(),
            qas: z.array(
              z.object({
                id: z.string(),
                answers: z.array(z.object({ text: z.string(), answer_start: z.number().int().nonnegative() })),
              }),
            ),
          }),
        )
        .min(1),
    }),
  ),
});

export type CuadSpan = { category: string; start: number; end: number; text: string };
export type ConversionReport = {
  contracts: number;
  spans: number;
  pdfs: number;
  movedSpans: number;
  missing: string[];
};

/** The release's files by their path inside the release (the folder that holds CUAD_v1.json). */
type ReleaseFiles = { list: string[]; read: (path: string) => Uint8Array };

export async function convertCuadRelease(source: string, outDir: string): Promise<ConversionReport> {
  const release = statSync(source).isDirectory() ? readFolder(source) : readZip(source);
  const jsonPath = release.list.find((path) => basename(path) === "CUAD_v1.json");
  if (!jsonPath)
    throw new Error(`${source} has no CUAD_v1.json: give the official CUAD_v1 zip or its unpacked folder.`);
  const root = dirname(jsonPath) === "." ? "" : `${dirname(jsonPath)}/`;
  const inRelease = (path: string) => (path.startsWith(root) ? path.slice(root.length) : null);
  const files = release.list.map(inRelease).filter((path): path is string => path !== null);

  const squad = squadSchema.parse(JSON.parse(new TextDecoder().decode(release.read(jsonPath))));
  const texts = new Map(
    files
      .filter((path) => path.startsWith("full_contract_txt/") && path.endsWith(".txt"))
      .map((path) => [basename(path, ".txt"), path] as const),
  );
  if (texts.size === 0) throw new Error(`${source} has no full_contract_txt/ folder.`);
  const pdfs = new Map(
    files
      .filter((path) => path.startsWith("full_contract_pdf/") && /\.pdf$/i.test(path))
      .map((path) => [basename(path).replace(/\.pdf$/i, ""), path] as const),
  );

  const titles = [...texts.keys()].sort((a, b) => (`${a}.txt` < `${b}.txt` ? -1 : `${a}.txt` > `${b}.txt` ? 1 : 0));
  const idOf = new Map(titles.map((title, index) => [title, `cuad-${String(index + 1).padStart(4, "0")}`]));
  const categories = categoryOrder(squad);

  mkdirSync(join(outDir, "contracts"), { recursive: true });
  mkdirSync(join(outDir, "pdf"), { recursive: true });
  const report: ConversionReport = { contracts: 0, spans: 0, pdfs: 0, movedSpans: 0, missing: [] };
  const labels: string[] = [];
  const rows = ["id,title,type,chars,spans,categories_present,pdf_pages,pdf"];

  const entries = squad.data
    .map((entry) => ({ entry, title: matchTitle(entry.title, texts) }))
    .sort((a, b) => (idOf.get(a.title ?? "") ?? "").localeCompare(idOf.get(b.title ?? "") ?? ""));
  for (const { entry, title } of entries) {
    if (!title) {
      report.missing.push(entry.title);
      continue;
    }
    const id = idOf.get(title)!;
    const bytes = release.read(root + texts.get(title)!);
    const text = new TextDecoder().decode(bytes);
    const paragraph = entry.paragraphs[0]!;
    const spans = spansOf(paragraph.qas, paragraph.context, text, report);
    const present = new Set(spans.map((span) => span.category));
    const pdfPath = pdfs.get(title) ?? pdfs.get(entry.title);
    const type = pdfPath ? contractTypeOf(pdfPath) : "";
    let pdfPages = "";
    if (pdfPath) {
      const pdf = release.read(root + pdfPath);
      writeFileSync(join(outDir, "pdf", `${id}.pdf`), pdf);
      pdfPages = String(await pageCount(pdf));
      report.pdfs += 1;
    }
    writeFileSync(join(outDir, "contracts", `${id}.txt`), bytes);
    labels.push(
      JSON.stringify({
        id,
        title,
        type,
        chars: text.length,
        spans,
        absent: categories.filter((category) => !present.has(category)),
        cuad_pdf: pdfPath ?? null,
      }),
    );
    rows.push(
      [
        id,
        csvCell(title),
        type,
        text.length,
        spans.length,
        present.size,
        pdfPages,
        pdfPath ? `pdf/${id}.pdf` : "",
      ].join(","),
    );
    report.contracts += 1;
    report.spans += spans.length;
  }

  const readmePath = files.find((path) => basename(path) === "CUAD_v1_README.txt");
  const readme = readmePath ? new TextDecoder().decode(release.read(root + readmePath)) : "";
  if (readmePath) writeFileSync(join(outDir, "CUAD_v1_README.txt"), readme);
  const descriptions = describeCategories(readme);
  writeFileSync(
    join(outDir, "categories.json"),
    `${JSON.stringify(
      categories.map((name) => ({ name, ...descriptions.get(normaliseCategory(name)) })),
      null,
      2,
    )}\n`,
  );
  writeFileSync(join(outDir, "labels.jsonl"), `${labels.join("\n")}\n`);
  writeFileSync(join(outDir, "contracts.csv"), `${rows.join("\n")}\n`);
  return report;
}

/** SQuAD ids are "<title>__<Category>"; the first contract lists the categories in CUAD's column order. */
function categoryOrder(squad: z.infer<typeof squadSchema>): string[] {
  const order: string[] = [];
  for (const entry of squad.data)
    for (const qa of entry.paragraphs[0]!.qas) {
      const category = categoryOfQuestion(qa.id);
      if (!order.includes(category)) order.push(category);
    }
  return order;
}

function categoryOfQuestion(id: string): string {
  const separator = id.lastIndexOf("__");
  if (separator < 0) throw new Error(`CUAD_v1.json: the question id "${id}" has no "__<Category>" part.`);
  return id.slice(separator + 2);
}

/**
 * Spans at the JSON's own offsets when its context is the txt file's text; otherwise (or when an
 * offset does not point at the answer) at the answer's first occurrence, CUAD's own convention.
 */
function spansOf(
  qas: Array<{ id: string; answers: Array<{ text: string; answer_start: number }> }>,
  context: string,
  text: string,
  report: ConversionReport,
): CuadSpan[] {
  const seen = new Set<string>();
  const spans: CuadSpan[] = [];
  for (const qa of qas) {
    const category = categoryOfQuestion(qa.id);
    for (const answer of qa.answers) {
      const answerText = answer.text.trim();
      if (!answerText) continue;
      const offset = answer.answer_start + answer.text.indexOf(answerText);
      const start = context === text && text.startsWith(answerText, offset) ? offset : text.indexOf(answerText);
      if (start < 0) continue;
      if (start !== offset) report.movedSpans += 1;
      const key = `${category}:${start}:${start + answerText.length}`;
      if (seen.has(key)) continue;
      seen.add(key);
      spans.push({ category, start, end: start + answerText.length, text: answerText });
    }
  }
  return spans.sort((a, b) => a.start - b.start || a.end - b.end);
}

function matchTitle(title: string, texts: Map<string, string>): string | undefined {
  if (texts.has(title)) return title;
  const wanted = title.trim().toLowerCase();
  return [...texts.keys()].find((name) => name.trim().toLowerCase() === wanted);
}

/** full_contract_pdf/Part_I/Co_Branding/<file>.pdf → Co_Branding (the parts spell some types differently). */
function contractTypeOf(pdfPath: string): string {
  const folders = pdfPath.split("/").slice(1, -1);
  const folder = folders.find((name) => !/^part[_ ]/i.test(name)) ?? "";
  return folder
    .trim()
    .replace(/[\s-]+/g, "_")
    .replace(/_+/g, "_");
}

async function pageCount(pdf: Uint8Array): Promise<number | ""> {
  try {
    return (await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false })).getPageCount();
  } catch {
    return "";
  }
}

const normaliseCategory = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

/** CUAD_v1_README.txt's category list: "Category:", "Description:", "Answer Format:", "Group:" lines. */
function describeCategories(readme: string): Map<string, Record<string, string>> {
  const described = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of readme.split(/\r?\n/)) {
    const match = /^\s*(Category|Description|Answer Format|Group):\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, field, value] = match as unknown as [string, string, string];
    if (field === "Category") {
      current = { cuad_readme_name: value.trim() };
      described.set(normaliseCategory(value), current);
    } else if (current) current[field === "Answer Format" ? "answer_format" : field.toLowerCase()] = value.trim();
  }
  return described;
}

function csvCell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

function readFolder(folder: string): ReleaseFiles {
  const list: string[] = [];
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else list.push(relative(folder, path).split("\\").join("/"));
    }
  };
  walk(folder);
  return { list, read: (path) => new Uint8Array(readFileSync(join(folder, path))) };
}

function readZip(zipPath: string): ReleaseFiles {
  if (!existsSync(zipPath)) throw new Error(`${zipPath} does not exist.`);
  const wanted = (name: string) =>
    name.endsWith("CUAD_v1.json") ||
    name.endsWith("CUAD_v1_README.txt") ||
    /full_contract_txt\/.+\.txt$/.test(name) ||
    /full_contract_pdf\/.+\.pdf$/i.test(name);
  const entries = unzipSync(new Uint8Array(readFileSync(zipPath)), {
    filter: (file) => !file.name.startsWith("__MACOSX/") && wanted(file.name),
  });
  return {
    list: Object.keys(entries),
    read: (path) => {
      const bytes = entries[path];
      if (!bytes) throw new Error(`${zipPath} has no ${path}.`);
      return bytes;
    },
  };
}
