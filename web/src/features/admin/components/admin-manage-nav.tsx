import { NavLink } from "react-router";
import { cn } from "../../../lib/cn";
import { paths } from "../../../paths";
import { manageNavTexts } from "../texts";

const links = [
  { to: paths.adminUsers, label: manageNavTexts.users },
  { to: paths.adminPlans, label: manageNavTexts.plans },
  { to: paths.adminFeedback, label: manageNavTexts.feedback },
  { to: paths.adminConsultations, label: manageNavTexts.consultations },
  { to: paths.adminAudit, label: manageNavTexts.audit },
];

/** The admin screens that run the business day to day (users, plans, inboxes, audit), under the admin links. */
export function AdminManageNav() {
  return (
    <nav aria-label={manageNavTexts.label} className="-mx-1 mt-2 overflow-x-auto">
      <ul className="flex min-w-max items-center gap-1 px-1 py-1">
        <li aria-hidden="true" className="pr-1 text-xs font-semibold tracking-wide text-navy-500 uppercase">
          {manageNavTexts.label}
        </li>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
                  isActive ? "bg-teal-700 text-white" : "text-navy-700 hover:bg-navy-50 hover:text-navy-900",
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
