import { writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes a brotli and a gzip copy beside every built script, stylesheet and page, which the server
 * sends to browsers that accept them (serveStatic's `precompressed`): the landing page's JavaScript
 * travels at about a third of its size, compressed once at build time rather than on every request.
 */
function precompress(): Plugin {
  return {
    name: "contractclarity-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(options.dir!, fileName);
        const bytes = Buffer.from(output.type === "chunk" ? output.code : output.source);
        if (bytes.byteLength < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: "web",
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
  },
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:3001", changeOrigin: false },
    },
  },
});
