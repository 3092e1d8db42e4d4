// The analysis threads' module in the bundled server: scripts/build-server.mjs bundles it into
// dist/server/analysis-thread.mjs with the loop that serves the tasks, so the threads load plain
// JavaScript instead of the TypeScript through tsx and its loader thread (~30 MB less RSS per
// analysis thread, measured with the responsiveness bench).
export { serveTasks } from "../jobs/serve-tasks";
export { tasks } from "./analysis-tasks";
