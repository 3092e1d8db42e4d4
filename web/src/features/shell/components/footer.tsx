import { Link } from "react-router";
import { paths } from "../../../paths";
import { footerTexts, shellTexts } from "../texts";
import { BrandMark } from "./brand-mark";

const footerLinks = [
  { to: paths.about, label: footerTexts.about },
  { to: paths.privacy, label: footerTexts.privacyPolicy },
  { to: paths.terms, label: footerTexts.termsOfService },
  { to: paths.contact, label: footerTexts.contactUs },
  { to: paths.help, label: footerTexts.helpCenter },
  { to: paths.cookiePolicy, label: footerTexts.cookiePolicy },
];

/** SPEC §2 "Footer links", the copyright year and the tagline. */
export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className="border-t border-navy-100 bg-white">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 desktop:flex-row desktop:items-center desktop:justify-between">
        <div className="flex items-center gap-3">
          <BrandMark className="size-8" />
          <div>
            <p className="text-sm font-semibold text-navy-900">{shellTexts.copyright(year)}</p>
            <p className="text-sm text-navy-600">{shellTexts.tagline}</p>
          </div>
        </div>
        <nav aria-label={shellTexts.footerNavigation}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded text-navy-700 hover:text-teal-800 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
