// Worker thread that runs pdf.js (through unpdf) for extract-pdf.ts, so that parsing a hostile or
// pathological PDF never blocks the event loop and can be stopped by terminating the thread.
// Plain JavaScript on purpose: a worker thread is loaded by Node itself, with no TypeScript loader.
//
// Protocol (one request at a time per worker, answered in order):
//   { id, type: "open", bytes }            → { id, numPages } | { id, error: { name, message } }
//   { id, type: "text", page }             → { id, items: [{ str, transform, width, height, hasEOL }] }
//   { id, type: "render", page, scale }    → { id, image: ArrayBuffer, inkRatio }   (a grayscale PGM, transferred;
//                                            inkRatio = share of dark pixels, ~0 for a blank page)
//   { id, type: "viewport", page }         → { id, width, height }
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parentPort } from "node:worker_threads";
import { createIsomorphicCanvasFactory, definePDFJSModule, getDocumentProxy } from "unpdf";

let documentProxy = null;
let pdfjsLoaded = null;
let queue = Promise.resolve();

parentPort.on("message", (request) => {
  queue = queue.then(() => handle(request));
});

async function handle(request) {
  try {
    if (request.type === "open") {
      pdfjsLoaded ??= definePDFJSModule(importFasterPdfjs);
      await pdfjsLoaded;
      await documentProxy?.destroy();
      documentProxy = await getDocumentProxy(request.bytes, { verbosity: 0, isEvalSupported: false });
      parentPort.postMessage({ id: request.id, numPages: documentProxy.numPages });
    } else if (request.type === "text") {
      const page = await documentProxy.getPage(request.page);
      const content = await page.getTextContent();
      page.cleanup();
      const items = content.items
        .filter((item) => typeof item.str === "string")
        .map(({ str, transform, width, height, hasEOL }) => ({ str, transform, width, height, hasEOL }));
      parentPort.postMessage({ id: request.id, items });
    } else if (request.type === "render") {
      const { image, inkRatio } = await renderGrayscale(request.page, request.scale);
      parentPort.postMessage({ id: request.id, image, inkRatio }, [image]);
    } else if (request.type === "viewport") {
      const page = await documentProxy.getPage(request.page);
      const viewport = page.getViewport({ scale: 1 });
      parentPort.postMessage({ id: request.id, width: viewport.width, height: viewport.height });
    }
  } catch (error) {
    parentPort.postMessage({
      id: request.id,
      error: { name: error?.name ?? "Error", message: String(error?.message ?? error) },
    });
  }
}

let canvasFactory = null;

/**
 * Renders a page and returns it as a binary PGM (P5) image: grayscale is all OCR needs, and PGM
 * has no compression to spend time on (PNG encoding cost ~0.3 s per 200-dpi page here, and
 * tesseract's PNG decoding more again). Leptonica reads PNM natively.
 */
async function renderGrayscale(pageNumber, scale) {
  canvasFactory ??= new (await createIsomorphicCanvasFactory(() => import("@napi-rs/canvas")))();
  const page = await documentProxy.getPage(pageNumber);
  const viewport = page.getViewport({ scale });
  const drawing = canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    await page.render({ canvas: drawing.canvas, canvasContext: drawing.context, viewport }).promise;
    const { width, height } = drawing.canvas;
    const rgba = drawing.context.getImageData(0, 0, width, height).data;
    const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
    const output = new Uint8Array(header.length + width * height);
    output.set(header);
    let dark = 0;
    for (let pixel = 0, offset = header.length; pixel < rgba.length; pixel += 4, offset += 1) {
      const gray = (rgba[pixel] * 77 + rgba[pixel + 1] * 150 + rgba[pixel + 2] * 29) >> 8;
      output[offset] = gray;
      if (gray < 128) dark += 1;
    }
    return { image: output.buffer, inkRatio: dark / (width * height) };
  } finally {
    canvasFactory.destroy(drawing);
    page.cleanup();
  }
}

/** The expression in pdf.js's `TextState.clone`, run for every `q` (save) operator of a page. */
const SLOW_TEXT_STATE_CLONE = "clone(){const e=Object.assign(Object.create(this),this);";
const FAST_TEXT_STATE_CLONE = "clone(){const e=Object.assign(Object.create(Object.getPrototypeOf(this)),this);";

/**
 * unpdf's bundled pdf.js with one expression changed. `getTextContent` clones its text state on
 * every `q` operator with `Object.create(this)`, which turns each state into a prototype of its
 * own: V8 then builds a new hidden class per clone. Some writers wrap every glyph or table cell in
 * q/Q (CUAD's cuad-0084 has 11.6 million pairs in 154 pages); there this clone took a third of
 * the CPU time, and the whole file 18 CPU-seconds (9 with this change). The clone keeps the same
 * own fields and the class's methods, so the text is unchanged. Should a pdf.js update change
 * that code, the stock bundle is loaded as it is.
 */
async function importFasterPdfjs() {
  const bundle = fileURLToPath(import.meta.resolve("unpdf/pdfjs"));
  const source = readFileSync(bundle, "utf8");
  if (source.split(SLOW_TEXT_STATE_CLONE).length !== 2) return import("unpdf/pdfjs");
  // a private directory of our own (mode 0700): nobody else can swap the file before it is imported
  const directory = mkdtempSync(join(tmpdir(), "pdfjs-"));
  try {
    const patched = join(directory, "pdfjs.mjs");
    writeFileSync(patched, source.replace(SLOW_TEXT_STATE_CLONE, FAST_TEXT_STATE_CLONE));
    return await import(pathToFileURL(patched).href);
  } catch {
    return import("unpdf/pdfjs");
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
