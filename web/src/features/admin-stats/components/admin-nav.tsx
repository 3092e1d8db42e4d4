import { NavLink } from "react-router";
import { cn } from "../../../lib/cn";
import { paths } from "../../../paths";
import { adminNavTexts } from "../texts";

const links = [
  { to: paths.admin, label: adminNavTexts.dashboard, end: true },
  { to: paths.adminAnalytics, label: adminNavTexts.analytics, end: true },
  { to: paths.adminRefunds, label: adminNavTexts.refunds, end: true },
  { to: paths.adminConfig, label: adminNavTexts.emailConfig, end: true },
];

/** The admin area's own links, under each admin screen's heading. */
export function AdminNav() {
  return (
    <nav aria-label={adminNavTexts.label} className="-mx-1 mt-5 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1 py-1">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  "inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
                  isActive
                    ? "bg-navy-900 text-white"
                    : "text-navy-700 ring-1 ring-navy-200 ring-inset hover:bg-navy-50",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
