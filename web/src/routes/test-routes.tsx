import { useState } from "react";
import { Button } from "../components/ui/button";
import { toast } from "../features/toast/api/toast-store";

export const testPageTexts = {
  title: "Test page",
  intro: "Tools for checking the app shell's error handling and notices.",
  throwError: "Throw a test error",
  thrownMessage: "Test error thrown on purpose from the test page.",
  showNotice: "Show a test notice",
  showErrorNotice: "Show a test error notice",
  noticeTitle: "Test notice",
  errorNoticeTitle: "Test error notice",
} as const;

/** Throws while rendering, so the error boundary catches it the way it would catch a real bug. */
function Thrower(): never {
  throw new Error(testPageTexts.thrownMessage);
}

export default function TestRoutesScreen() {
  const [shouldThrow, setShouldThrow] = useState(false);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">{testPageTexts.title}</h1>
      <p className="mt-2 text-navy-600">{testPageTexts.intro}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button variant="dark" onClick={() => setShouldThrow(true)}>
          {testPageTexts.throwError}
        </Button>
        <Button variant="secondary" onClick={() => toast({ type: "info", title: testPageTexts.noticeTitle })}>
          {testPageTexts.showNotice}
        </Button>
        <Button variant="secondary" onClick={() => toast({ type: "error", title: testPageTexts.errorNoticeTitle })}>
          {testPageTexts.showErrorNotice}
        </Button>
      </div>
      {shouldThrow && <Thrower />}
    </div>
  );
}
