import { ChevronDown, LogIn, LogOut, Menu, X } from "lucide-react";
import { lazy, type MouseEvent, type ReactNode, Suspense, useEffect, useId, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { AuthUser } from "../../../../../common/api/auth";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { paths } from "../../../paths";
import { recordSignInClick } from "../../auth/auth-overlay-state";
import { loginHref } from "../../auth/login-href";
import { navTexts, SCROLL_TO_ANALYZE_EVENT, shellTexts } from "../texts";
import { BrandMark } from "./brand-mark";

export type NavbarProps = { user: AuthUser | null; isLoading: boolean };

export type NavItem = { label: string; to: string; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };
export type NavEntry = { kind: "link"; label: string; to: string } | { kind: "menu"; label: string; items: NavItem[] };

/** SPEC §6: the Admin menu shows only when isAdmin is strictly true and the user is not loading. */
export function canSeeAdminMenu(user: AuthUser | null, isLoading: boolean): boolean {
  return user?.isAdmin === true && !isLoading;
}

/**
 * Upload Contract (SPEC §2): away from "/" it follows the link to /#analyze;
 * on "/" it stays and fires the scroll-to-analyze event the Home page listens to.
 */
function useUploadContractClick(onDone?: () => void) {
  const location = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (location.pathname === paths.home) {
      event.preventDefault();
      window.dispatchEvent(new Event(SCROLL_TO_ANALYZE_EVENT));
    }
    onDone?.();
  };
}

function signedInEntries(user: AuthUser, isLoading: boolean, onUploadContract: NavItem["onClick"]): NavEntry[] {
  const entries: NavEntry[] = [
    { kind: "link", label: navTexts.home, to: paths.home },
    {
      kind: "menu",
      label: navTexts.analyze,
      items: [
        { label: navTexts.uploadContract, to: paths.analyzeSection, onClick: onUploadContract },
        { label: navTexts.analysisResults, to: paths.history },
      ],
    },
    {
      kind: "menu",
      label: navTexts.create,
      // the three ways to create a contract (SPEC §1), as on Home's Create tab
      items: [
        { label: navTexts.aiContractAgent, to: paths.aiAgent },
        { label: navTexts.templates, to: paths.templates },
        { label: navTexts.formBuilder, to: paths.contractBuilder() },
      ],
    },
    { kind: "link", label: navTexts.history, to: paths.history },
    {
      kind: "menu",
      label: navTexts.account,
      items: [
        { label: navTexts.subscription, to: paths.subscription },
        { label: navTexts.settings, to: paths.settings },
      ],
    },
    {
      kind: "menu",
      label: navTexts.help,
      items: [
        { label: navTexts.about, to: paths.about },
        { label: navTexts.helpCenter, to: paths.help },
        { label: navTexts.contact, to: paths.contact },
      ],
    },
  ];
  if (canSeeAdminMenu(user, isLoading)) {
    entries.push({
      kind: "menu",
      label: navTexts.admin,
      items: [
        { label: navTexts.dashboard, to: paths.admin },
        { label: navTexts.emailConfig, to: paths.adminConfig },
      ],
    });
  }
  return entries;
}

/** The dropdowns (Radix) load only for signed-in users, so the landing page's first load stays small. */
const DesktopMenu = lazy(() => import("./desktop-menu").then((module) => ({ default: module.DesktopMenu })));

/** Looks like the trigger while the dropdown's code loads. */
function DesktopMenuFallback({ label }: { label: string }) {
  return (
    <span className="inline-flex h-9 items-center gap-0.5 px-1.5 text-sm xl:gap-1 xl:px-2.5 font-medium text-navy-700">
      {label}
      <ChevronDown aria-hidden="true" className="size-4 text-navy-400" />
    </span>
  );
}

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "inline-flex h-9 items-center rounded-lg px-1.5 text-sm font-medium transition-colors xl:px-2.5",
    isActive ? "bg-teal-50 font-semibold text-teal-900" : "text-navy-700 hover:bg-navy-50 hover:text-navy-900",
  );

function MobileGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="py-2">
      <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-navy-500 uppercase">{label}</p>
      <ul>{children}</ul>
    </li>
  );
}

const mobileLinkClass =
  "flex min-h-11 items-center rounded-lg px-3 text-base font-medium text-navy-800 hover:bg-navy-50 aria-[current=page]:bg-teal-50 aria-[current=page]:text-teal-900";

/** SPEC §2 "Navigation bar": desktop dropdowns; at 768px or less a collapsible list that closes on route change. */
export function Navbar({ user, isLoading }: NavbarProps) {
  const location = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileMenuId = useId();
  const desktopUploadClick = useUploadContractClick();
  const mobileUploadClick = useUploadContractClick(() => setMobileOpen(false));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change is the trigger to close the mobile menu
  useEffect(() => {
    setMobileOpen(false);
  }, [location.key, location.pathname, location.hash]);

  // Escape closes the open mobile menu and returns focus to its button.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMobileOpen(false);
      document.querySelector<HTMLButtonElement>(`[aria-controls="${CSS.escape(mobileMenuId)}"]`)?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen, mobileMenuId]);

  const desktopEntries = user ? signedInEntries(user, isLoading, desktopUploadClick) : [];
  const mobileEntries = user ? signedInEntries(user, isLoading, mobileUploadClick) : [];

  return (
    <header className="sticky top-0 z-30 border-b border-navy-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 sm:px-6 lg:gap-4">
        <Link to={paths.home} className="flex items-center gap-2.5 rounded-lg">
          <BrandMark />
          <span className="text-lg font-bold tracking-tight text-navy-900 desktop:max-xl:sr-only">
            {shellTexts.productName}
          </span>
        </Link>

        <nav aria-label={shellTexts.mainNavigation} className="hidden flex-1 desktop:block">
          <ul className="flex items-center gap-0.5">
            {user ? (
              desktopEntries.map((entry) => (
                <li key={entry.label}>
                  {entry.kind === "link" ? (
                    <NavLink to={entry.to} end className={desktopLinkClass}>
                      {entry.label}
                    </NavLink>
                  ) : (
                    <Suspense fallback={<DesktopMenuFallback label={entry.label} />}>
                      <DesktopMenu entry={entry} />
                    </Suspense>
                  )}
                </li>
              ))
            ) : !isLoading ? (
              <li>
                <NavLink to={paths.pricing} className={desktopLinkClass}>
                  {navTexts.pricing}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-3 desktop:flex">
          {isLoading ? (
            <Skeleton data-testid="user-skeleton" className="h-5 w-40" />
          ) : user ? (
            <>
              <span className="max-w-20 truncate text-sm text-navy-600 lg:max-w-40" title={user.email}>
                {user.email}
              </span>
              <Button asChild variant="secondary" size="sm" className="max-lg:size-8 max-lg:px-0">
                <a href={paths.logout} aria-label={navTexts.logout}>
                  <LogOut aria-hidden="true" />
                  <span className="max-lg:sr-only">{navTexts.logout}</span>
                </a>
              </Button>
            </>
          ) : (
            <>
              <Button asChild variant="ghost" size="sm">
                <a href={loginHref(location.pathname, location.search)} onClick={() => recordSignInClick()}>
                  {navTexts.login}
                </a>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.signUp}>{navTexts.getStartedFree}</Link>
              </Button>
            </>
          )}
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="ml-auto desktop:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          aria-label={mobileOpen ? shellTexts.closeMenu : shellTexts.openMenu}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <X aria-hidden="true" className="size-5!" /> : <Menu aria-hidden="true" className="size-5!" />}
        </Button>
      </div>

      <div id={mobileMenuId} hidden={!mobileOpen} className="border-t border-navy-100 bg-white desktop:hidden">
        <nav aria-label={shellTexts.mainNavigation} className="mx-auto max-w-6xl px-4 pb-4 sm:px-6">
          {isLoading ? (
            <Skeleton data-testid="user-skeleton-mobile" className="mt-4 h-5 w-48" />
          ) : user ? (
            <p className="border-b border-navy-100 px-3 py-3 text-sm break-all text-navy-600">
              {shellTexts.signedInAs(user.email)}
            </p>
          ) : null}
          <ul className="divide-y divide-navy-50">
            {user ? (
              mobileEntries.map((entry) =>
                entry.kind === "link" ? (
                  <li key={entry.label} className="py-1">
                    <NavLink to={entry.to} end className={mobileLinkClass}>
                      {entry.label}
                    </NavLink>
                  </li>
                ) : (
                  <MobileGroup key={entry.label} label={entry.label}>
                    {entry.items.map((item) => (
                      <li key={item.label}>
                        <Link to={item.to} onClick={item.onClick} className={mobileLinkClass}>
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </MobileGroup>
                ),
              )
            ) : !isLoading ? (
              <li className="py-1">
                <NavLink to={paths.pricing} className={mobileLinkClass}>
                  {navTexts.pricing}
                </NavLink>
              </li>
            ) : null}
          </ul>
          {!isLoading && (
            <div className="mt-3 flex flex-col gap-2 border-t border-navy-100 pt-4">
              {user ? (
                <Button asChild variant="secondary">
                  <a href={paths.logout}>
                    <LogOut aria-hidden="true" />
                    {navTexts.logout}
                  </a>
                </Button>
              ) : (
                <>
                  <Button asChild variant="secondary">
                    <a href={loginHref(location.pathname, location.search)} onClick={() => recordSignInClick()}>
                      <LogIn aria-hidden="true" />
                      {navTexts.login}
                    </a>
                  </Button>
                  <Button asChild>
                    <Link to={paths.signUp}>{navTexts.getStartedFree}</Link>
                  </Button>
                </>
              )}
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
