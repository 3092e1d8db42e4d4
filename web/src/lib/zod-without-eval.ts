import { z } from "zod";

/**
 * zod's fast path compiles parsers with `new Function`, and its first parse probes for that; the CSP
 * (script-src 'self', no 'unsafe-eval') blocks it, and the browser reports a violation on every page
 * load even though zod then parses without it. Imported first in main.tsx, before any schema is used.
 */
z.config({ jitless: true });
