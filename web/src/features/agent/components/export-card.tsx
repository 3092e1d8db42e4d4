import { Download, FileCheck2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { agentTexts } from "../texts";
import { ToolCard } from "./tool-card";

/** exportDocument's file: a download button (a plain link, so the browser saves it). */
export function ExportCard({ url, fileName, format }: { url: string; fileName: string; format: "docx" | "pdf" }) {
  // Only links into our own API; the tool output comes from the server but is still not trusted to point elsewhere.
  const safeUrl = /^\/(?![/\\])/.test(url) ? url : null;
  return (
    <ToolCard icon={<FileCheck2 aria-hidden="true" />} title={agentTexts.exportReady}>
      <div className="flex flex-wrap items-center gap-3">
        {safeUrl && (
          <Button asChild>
            <a href={safeUrl} download={fileName}>
              <Download aria-hidden="true" />
              {agentTexts.download(format)}
            </a>
          </Button>
        )}
        <span className="min-w-0 truncate text-sm text-navy-600">{fileName}</span>
      </div>
    </ToolCard>
  );
}
