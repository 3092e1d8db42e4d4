/** The external share links (SPEC §7 "External share links"): each carries the page's URL and title. */
export type ShareTarget = "whatsapp" | "twitter" | "facebook" | "linkedin" | "email";

export function shareLinks(url: string, title: string, message: string): Record<ShareTarget, string> {
  const encodedUrl = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} — ${url}`)}`,
    twitter: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${message}\n\n${url}`)}`,
  };
}
