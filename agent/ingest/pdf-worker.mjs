// Worker thread that runs pdf.js (through unpdf) for extract-pdf.ts, so that parsing a hostile or
// pathological PDF never blocks the event loop and can be stopped by terminating the thread.
// Plain JavaScript on purpose: a worker thread is loaded by Node itself, with no TypeScript loader.
//
// Protocol (one request at a time per worker, answered in order):
//   { id, type: "open", bytes }            → { id, numPages } | { id, error: { name, message } }
//   { id, type: "text", page }             → { id, items: [{ str, transform, width, height, hasEOL }] }
//   { id, type: "render", page, scale }    → { id, png: ArrayBuffer }   (transferred)
//   { id, type: "viewport", page }         → { id, width, height }
//   { id, type: "close" }                  → { id }   (the worker can then open another document)
import { parentPort } from "node:worker_threads";
import { getDocumentProxy, renderPageAsImage } from "unpdf";

let documentProxy = null;
let queue = Promise.resolve();

parentPort.on("message", (request) => {
  queue = queue.then(() => handle(request));
});

async function handle(request) {
  try {
    if (request.type === "open") {
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
      const png = await renderPageAsImage(documentProxy, request.page, { canvasImport: () => import("@napi-rs/canvas"), scale: request.scale });
      parentPort.postMessage({ id: request.id, png }, [png]);
    } else if (request.type === "close") {
      await documentProxy?.destroy();
      documentProxy = null;
      parentPort.postMessage({ id: request.id });
    } else if (request.type === "viewport") {
      const page = await documentProxy.getPage(request.page);
      const viewport = page.getViewport({ scale: 1 });
      parentPort.postMessage({ id: request.id, width: viewport.width, height: viewport.height });
    }
  } catch (error) {
    parentPort.postMessage({ id: request.id, error: { name: error?.name ?? "Error", message: String(error?.message ?? error) } });
  }
}
