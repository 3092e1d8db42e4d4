/** A one-line progress bar on stderr, drawn only when stderr is a terminal (CI logs stay clean). */
export function createProgressBar(stream: NodeJS.WriteStream = process.stderr) {
  const enabled = stream.isTTY === true;
  let lastLength = 0;
  return {
    update(label: string, done: number, total: number, failures: number) {
      if (!enabled) return;
      const width = 28;
      const filled = total === 0 ? width : Math.round((done / total) * width);
      const line = `${label.padEnd(10)} [${"█".repeat(filled)}${"░".repeat(width - filled)}] ${done}/${total}${failures ? `  ${failures} failing` : ""}`;
      stream.write(`\r${line}${" ".repeat(Math.max(0, lastLength - line.length))}`);
      lastLength = line.length;
    },
    clear() {
      if (!enabled || lastLength === 0) return;
      stream.write(`\r${" ".repeat(lastLength)}\r`);
      lastLength = 0;
    },
  };
}
