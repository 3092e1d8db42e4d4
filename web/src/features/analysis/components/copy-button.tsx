import { Check, Copy } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { useCopied } from "../../../lib/use-copied";
import { resultTexts } from "../texts";

export { COPIED_LABEL_MS } from "../../../lib/use-copied";

type CopyButtonProps = {
  text: string;
  /** The accessible name, e.g. "Copy suggested wording"; the visible label stays "Copy". */
  label?: string;
  writeText?: (text: string) => Promise<void>;
};

/** Copies the text; the label reads "Copied!" for 2 s. A failed copy changes nothing on screen (SPEC §8: only logged). */
export function CopyButton({ text, label = resultTexts.copyWording, writeText }: CopyButtonProps) {
  const { copied, copy: copyText } = useCopied("Copying to the clipboard failed", writeText);
  const copy = () => copyText(text);

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
