// `npm run dev`: the API on :3001, restarted on change, and the Vite dev server on :5173 proxying /api to it.
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children: ChildProcess[] = [
  spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "watch", "api/server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: "3001", HOST: "127.0.0.1" },
  }),
  spawn(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js")], { cwd: root, stdio: "inherit" }),
];

const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
for (const child of children) child.on("exit", stopAll);
process.once("SIGINT", stopAll);
process.once("SIGTERM", stopAll);
