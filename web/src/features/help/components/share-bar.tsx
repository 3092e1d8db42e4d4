import { Check, Copy, Mail } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { useCopied } from "../../../lib/use-copied";
import { type ShareTarget, shareLinks } from "../../sharing/share-links";
import { shareTexts } from "../../sharing/texts";

const networks: { id: Exclude<ShareTarget, "email">; label: string }[] = [
  { id: "whatsapp", label: shareTexts.whatsapp },
  { id: "twitter", label: shareTexts.twitter },
  { id: "facebook", label: shareTexts.facebook },
  { id: "linkedin", label: shareTexts.linkedin },
];

/** A share bar for a public page: WhatsApp, Twitter, Facebook, LinkedIn, e-mail and copy link ('Copied!' for 2 s, SPEC §9). */
export function ShareBar({ heading, title, message }: { heading: string; title: string; message: string }) {
  const [url] = useState(() => window.location.href.split("#")[0]!);
  const { copied, copy: copyText } = useCopied(shareTexts.copyFailed);
  const links = shareLinks(url, title, message);
  const copy = () => copyText(url);

  return (
    <section
      aria-labelledby="share-bar-heading"
      className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <h2 id="share-bar-heading" className="shrink-0 text-sm font-semibold whitespace-nowrap text-navy-900">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {networks.map((network) => (
          <li key={network.id}>
            <Button asChild variant="secondary" size="sm">
              <a href={links[network.id]} target="_blank" rel="noopener noreferrer">
                {network.label}
                <span className="sr-only"> {shareTexts.opensInNewTab}</span>
              </a>
            </Button>
          </li>
        ))}
        <li>
          <Button asChild variant="secondary" size="sm">
            <a href={links.email}>
              <Mail aria-hidden="true" />
              {shareTexts.email}
            </a>
          </Button>
        </li>
        <li>
          <Button variant="secondary" size="sm" onClick={() => void copy()} aria-live="polite">
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? shareTexts.copied : shareTexts.copyLink}
          </Button>
        </li>
      </ul>
    </section>
  );
}
