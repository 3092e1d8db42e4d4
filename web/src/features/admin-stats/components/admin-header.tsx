import type { ReactNode } from "react";
import { AdminNav } from "./admin-nav";

/** Heading, intro and the admin links: the top of every admin screen (each screen adds the Manage row under it). */
export function AdminHeader({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <header>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">{title}</h1>
          <p className="mt-2 max-w-2xl text-navy-600">{intro}</p>
        </div>
        {children}
      </div>
      <AdminNav />
    </header>
  );
}
