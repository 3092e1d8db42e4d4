import { CalendarDays, FileDown, FileText, Handshake } from "lucide-react";
import type { ExportFormat } from "../../../../../common/api/analyses";
import { buttonVariants } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { exportHref } from "../api/export-href";
import { resultTexts } from "../texts";

const exportsList: ReadonlyArray<{ format: ExportFormat; label: string; icon: typeof FileText }> = [
  { format: "report.pdf", label: resultTexts.exportReportPdf, icon: FileDown },
  { format: "report.docx", label: resultTexts.exportReportDocx, icon: FileText },
  { format: "negotiation-pack.docx", label: resultTexts.exportNegotiationPack, icon: Handshake },
  { format: "key-dates.ics", label: resultTexts.exportKeyDates, icon: CalendarDays },
];

/** The four downloads, as plain links: the server answers with an attachment. */
export function ExportLinks({ analysisId }: { analysisId: string }) {
  return (
    <ul className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:flex sm:flex-wrap">
      {exportsList.map(({ format, label, icon: Icon }) => (
        <li key={format} className="min-w-0">
          <a
            href={exportHref(analysisId, format)}
            download
            className={cn(buttonVariants({ variant: "secondary", size: "sm" }), "h-9 w-full justify-start sm:w-auto")}
          >
            <Icon aria-hidden="true" className="text-teal-700" />
            <span className="truncate">{label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
