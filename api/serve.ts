// The server's command-line entry as `npm start` and the Docker image run it, bundled into
// dist/server/serve.mjs by scripts/build-server.mjs. (`node --import tsx api/server.ts` runs the
// same server from the TypeScript sources.)
import { runServerFromCommandLine } from "./server";

await runServerFromCommandLine();
