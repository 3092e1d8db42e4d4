import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandMark } from "../../shell/components/brand-mark";
import { authTexts } from "../texts";

/** The frame of the sign-in and sign-up screens. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-navy-50 to-slate-50 px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
          <Link to="/" className="mb-6 inline-flex rounded-lg" aria-label="ContractClarity home">
            <BrandMark className="size-10" />
          </Link>
          <h1 className="text-2xl font-bold tracking-tight text-navy-900">{title}</h1>
          <p className="mt-1.5 text-sm text-navy-600">{intro}</p>
          <div className="mt-6">{children}</div>
        </div>
        <div className="mt-6 text-center text-sm text-navy-600">{footer}</div>
        <p className="mt-3 text-center text-xs text-navy-500">{authTexts.notLegalAdvice}</p>
      </div>
    </div>
  );
}
