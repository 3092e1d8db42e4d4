import { Download, LoaderCircle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { errorMessageOf } from "../../../lib/error-message";
import { toast } from "../../toast/api/toast-store";
import { useDownloadMyData } from "../api/download-data";
import { settingsTexts as texts } from "../texts";
import { SettingsSection } from "./settings-section";

/** The POPIA access request: one ZIP with everything, decrypted. */
export function DownloadDataSection() {
  const download = useDownloadMyData();
  return (
    <SettingsSection id="data" title={texts.dataTitle} intro={texts.dataIntro}>
      <Button
        variant="secondary"
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        onClick={() =>
          download.mutate(undefined, {
            onSuccess: (fileName) => toast({ type: "success", title: texts.downloaded, description: fileName }),
            onError: (error) =>
              toast({ type: "error", title: texts.downloadFailed, description: errorMessageOf(error) }),
          })
        }
      >
        {download.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Download aria-hidden="true" />
        )}
        {download.isPending ? texts.downloading : texts.download}
      </Button>
    </SettingsSection>
  );
}
