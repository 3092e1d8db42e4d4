/**
 * Builds small PDFs for tests (no PDF library needed): pages of Helvetica text lines and pages
 * that are one full-page JPEG, like a scan. Offsets in the xref table are exact.
 */
export type TestPdfPage = { lines: string[] } | { jpeg: Uint8Array; width: number; height: number };

export function buildTestPdf(pages: TestPdfPage[]): Uint8Array {
  const objects: Array<Uint8Array | string> = [];
  const add = (body: Uint8Array | string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add("");
  const pageTree = add("");
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const pageIds: number[] = [];
  for (const page of pages) {
    if ("lines" in page) {
      const text = page.lines
        .map(
          (line, index) =>
            `BT /F1 11 Tf 72 ${770 - index * 15} Td (${line.replace(/[\\()]/g, (char) => `\\${char}`)}) Tj ET`,
        )
        .join("\n");
      const content = add(`<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`);
      pageIds.push(
        add(
          `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
        ),
      );
    } else {
      const head = `<< /Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.byteLength} >>\nstream\n`;
      const image = add(concat([Buffer.from(head, "latin1"), page.jpeg, Buffer.from("\nendstream", "latin1")]));
      const draw = "q 595 0 0 842 0 0 cm /Im0 Do Q";
      const content = add(`<< /Length ${draw.length} >>\nstream\n${draw}\nendstream`);
      pageIds.push(
        add(
          `<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Im0 ${image} 0 R >> >> /Contents ${content} 0 R >>`,
        ),
      );
    }
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pageTree} 0 R >>`;
  objects[pageTree - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;

  const parts: Uint8Array[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0]!.byteLength;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    const chunk = concat([
      Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    offsets.push(offset);
    parts.push(chunk);
    offset += chunk.byteLength;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n`,
    "0000000000 65535 f \n",
    ...offsets.map((value) => `${String(value).padStart(10, "0")} 00000 n \n`),
  ].join("");
  parts.push(
    Buffer.from(
      `${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
      "latin1",
    ),
  );
  return concat(parts);
}

function concat(chunks: Uint8Array[]): Uint8Array {
  return new Uint8Array(Buffer.concat(chunks));
}
