/** A screen whose issue has not landed yet: its name only — no pretend data, no pretend buttons. */
export function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">{title}</h1>
    </div>
  );
}
