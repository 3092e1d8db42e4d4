import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";
import { resultTexts } from "../texts";

/** SPEC §9: a "Copied!" label shows for 2 s. */
export const COPIED_LABEL_MS = 2_000;

type CopyButtonProps = {
  text: string;
  /** The accessible name, e.g. "Copy suggested wording"; the visible label stays "Copy". */
  label?: string;
  writeText?: (text: string) => Promise<void>;
};

function writeToClipboard(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}

/** Copies the text; the label reads "Copied!" for 2 s. A failed copy changes nothing on screen (SPEC §8: only logged). */
export function CopyButton({ text, label = resultTexts.copyWording, writeText = writeToClipboard }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await writeText(text);
      setCopied(true);
    } catch (error) {
      console.warn("Copying to the clipboard failed", error);
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={copy} aria-label={copied ? resultTexts.copied : label}>
        {copied ? <Check aria-hidden="true" className="text-teal-700" /> : <Copy aria-hidden="true" />}
        {copied ? resultTexts.copied : resultTexts.copy}
      </Button>
      <span role="status" className="sr-only">
        {copied ? resultTexts.copiedToast : ""}
      </span>
    </>
  );
}
