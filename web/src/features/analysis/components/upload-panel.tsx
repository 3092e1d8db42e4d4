import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, FileText, UploadCloud, X } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { JurisdictionCode } from "../../../../../common/analysis";
import type { UploadResponse } from "../../../../../common/api/analyses";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { HttpError } from "../../../lib/http";
import { paths } from "../../../paths";
import { contractsQueryKey } from "../../contracts/api/get-contracts";
import { useApplyPreferencesOnce } from "../../settings/api/use-analysis-preferences";
import { analysesQueryKey } from "../api/get-analyses";
import { type UploadOptions, uploadContract, uploadErrorMessage } from "../api/upload-contract";
import { uploadTexts } from "../texts";
import { ACCEPT_ATTRIBUTE, formatBytes, validateUpload } from "../upload-validation";

/** The roles the engine knows (agent/analysis/sides.ts); the server also accepts their usual aliases. */
export const sideOptions: ReadonlyArray<{ id: string; label: string }> = [
  { id: "tenant", label: "Tenant" },
  { id: "landlord", label: "Landlord" },
  { id: "employee", label: "Employee" },
  { id: "employer", label: "Employer" },
  { id: "contractor", label: "Contractor or freelancer" },
  { id: "client", label: "Client or customer" },
  { id: "service_provider", label: "Service provider" },
  { id: "buyer", label: "Buyer" },
  { id: "seller", label: "Seller" },
  { id: "borrower", label: "Borrower" },
  { id: "lender", label: "Lender" },
  { id: "licensee", label: "Licensee" },
  { id: "licensor", label: "Licensor" },
  { id: "receiving_party", label: "Receiving party (NDA)" },
  { id: "disclosing_party", label: "Disclosing party (NDA)" },
];

export const jurisdictionOptions: ReadonlyArray<{ code: JurisdictionCode; label: string }> = [
  { code: "ZA", label: "South Africa" },
  { code: "US", label: "United States" },
  { code: "UK", label: "United Kingdom" },
  { code: "EU", label: "European Union" },
  { code: "CA", label: "Canada" },
  { code: "AU", label: "Australia" },
];

type UploadState = { phase: "idle" } | { phase: "uploading"; percent: number } | { phase: "starting" };

const selectClass =
  "h-11 w-full rounded-lg border border-navy-200 bg-white px-3 text-base text-navy-900 shadow-sm focus-visible:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-teal-600/40";

type UploadPanelProps = {
  /** Sends the file (default: POST /api/contracts as the signed-in user). */
  upload?: (file: File, options: UploadOptions) => Promise<UploadResponse>;
  /** Runs before the upload; resolves false to stop it (the visitor's usage check opens the paywall). */
  beforeUpload?: (proceed: () => Promise<void>) => Promise<boolean>;
  /** What happens once stored (default: refresh the lists and open /analysis/{id}). */
  onUploaded?: (response: UploadResponse) => void;
  /** The way out when the limit is reached (402): default "See plans". */
  limitReached?: { title: string; linkLabel: string; to: string };
};

/** Drag-and-drop or pick a contract, check it here, upload it with progress, then open its analysis. */
export function UploadPanel({
  upload: sendFile = uploadContract,
  beforeUpload,
  onUploaded,
  limitReached,
}: UploadPanelProps = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const sideId = useId();
  const jurisdictionId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [side, setSide] = useState("");
  const [jurisdiction, setJurisdiction] = useState<JurisdictionCode | "">("");
  // the side and jurisdiction saved in Settings are the starting choice (signed in only)
  useApplyPreferencesOnce((preferences) => {
    setSide((current) => current || preferences.usualSide || "");
    setJurisdiction((current) => current || preferences.defaultJurisdiction || "");
  });
  const [error, setError] = useState<{ message: string; limitReached: boolean } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [upload, setUpload] = useState<UploadState>({ phase: "idle" });
  const busy = upload.phase !== "idle";

  function choose(files: FileList | null | undefined) {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      setError({ message: uploadTexts.errorMultiple, limitReached: false });
      return;
    }
    const chosen = files[0]!;
    const problem = validateUpload(chosen);
    setError(problem ? { message: problem, limitReached: false } : null);
    setFile(problem ? null : chosen);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!busy) choose(event.dataTransfer.files);
  }

  async function send() {
    if (!file || busy) return;
    setError(null);
    const proceed = async () => {
      setUpload({ phase: "uploading", percent: 0 });
      try {
        const response = await sendFile(file, {
          side: side || undefined,
          jurisdiction: jurisdiction || undefined,
          onProgress: (percent) => setUpload(percent >= 100 ? { phase: "starting" } : { phase: "uploading", percent }),
        });
        if (onUploaded) {
          setUpload({ phase: "idle" });
          setFile(null);
          onUploaded(response);
          return;
        }
        void queryClient.invalidateQueries({ queryKey: contractsQueryKey });
        void queryClient.invalidateQueries({ queryKey: analysesQueryKey });
        navigate(paths.analysis(response.analysis.id));
      } catch (caught) {
        setUpload({ phase: "idle" });
        setError({
          message: uploadErrorMessage(caught),
          limitReached: caught instanceof HttpError && caught.status === 402,
        });
      }
    };
    if (beforeUpload) await beforeUpload(proceed);
    else await proceed();
  }

  return (
    <div className="grid gap-5">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop zone for dragged files; the keyboard path is its file button */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={(event) => {
          // Moving over the zone's own children fires dragleave too; only leaving the zone counts.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="upload-dropzone"
        className={cn(
          "flex flex-col items-center justify-center rounded-2xl border-2 border-dashed px-4 py-10 text-center transition-colors sm:px-8",
          dragging ? "border-teal-500 bg-teal-50" : "border-navy-200 bg-white",
        )}
      >
        <UploadCloud aria-hidden="true" className="size-10 text-teal-700" />
        <p className="mt-3 text-base font-semibold text-navy-900">{uploadTexts.dropTitle}</p>
        <p className="mt-1 text-sm text-navy-500">{uploadTexts.dropOr}</p>
        <Button className="mt-3" variant="secondary" onClick={() => inputRef.current?.click()} disabled={busy}>
          {uploadTexts.chooseFile}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          aria-label={uploadTexts.chooseFile}
          tabIndex={-1}
          hidden
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = "";
          }}
        />
        <p className="mt-4 max-w-md text-xs text-navy-500">{uploadTexts.acceptedHint}</p>
      </div>

      {error && (
        <div role="alert" className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
          <div>
            <p className="font-semibold">
              {error.limitReached ? (limitReached?.title ?? uploadTexts.limitReachedTitle) : uploadTexts.errorTitle}
            </p>
            <p className="mt-0.5">{error.message}</p>
            {error.limitReached && (
              <Link
                to={limitReached?.to ?? paths.pricing}
                className="mt-2 inline-block font-semibold text-teal-800 underline underline-offset-4"
              >
                {limitReached?.linkLabel ?? uploadTexts.seePlans}
              </Link>
            )}
          </div>
        </div>
      )}

      {file && (
        <div className="grid gap-5 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
          <div className="flex items-center gap-3">
            <FileText aria-hidden="true" className="size-8 shrink-0 text-navy-400" />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{uploadTexts.selectedFile}</p>
              <p className="truncate font-semibold text-navy-900" title={file.name}>
                {file.name}
              </p>
              <p className="text-sm text-navy-500">{formatBytes(file.size)}</p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={uploadTexts.removeFile}
              onClick={() => setFile(null)}
              disabled={busy}
            >
              <X aria-hidden="true" />
            </Button>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <label htmlFor={sideId} className="text-sm font-semibold text-navy-900">
                {uploadTexts.sideLabel}
              </label>
              <select
                id={sideId}
                value={side}
                onChange={(event) => setSide(event.target.value)}
                disabled={busy}
                aria-describedby={`${sideId}-hint`}
                className={selectClass}
              >
                <option value="">{uploadTexts.sideAuto}</option>
                {sideOptions.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </select>
              <p id={`${sideId}-hint`} className="text-xs text-navy-500">
                {uploadTexts.sideHint}
              </p>
            </div>
            <div className="grid content-start gap-1.5">
              <label htmlFor={jurisdictionId} className="text-sm font-semibold text-navy-900">
                {uploadTexts.jurisdictionLabel}
              </label>
              <select
                id={jurisdictionId}
                value={jurisdiction}
                onChange={(event) => setJurisdiction(event.target.value as JurisdictionCode | "")}
                disabled={busy}
                className={selectClass}
              >
                <option value="">{uploadTexts.jurisdictionAuto}</option>
                {jurisdictionOptions.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {busy && (
            <div>
              <div
                role="progressbar"
                aria-label={uploadTexts.uploadProgress}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.phase === "uploading" ? upload.percent : 100}
                className="h-2 w-full overflow-hidden rounded-full bg-navy-100"
              >
                <div
                  className={cn(
                    "h-full rounded-full bg-teal-600 transition-[width]",
                    upload.phase === "starting" && "animate-pulse",
                  )}
                  style={{ width: `${upload.phase === "uploading" ? upload.percent : 100}%` }}
                />
              </div>
              <p aria-live="polite" className="mt-2 text-sm text-navy-600">
                {upload.phase === "uploading" ? uploadTexts.uploading(upload.percent) : uploadTexts.starting}
              </p>
            </div>
          )}

          <div>
            <Button size="lg" onClick={send} disabled={busy} className="w-full sm:w-auto">
              {uploadTexts.analyze}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
