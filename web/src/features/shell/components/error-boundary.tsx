import { TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { shellTexts } from "../texts";

/** SPEC §8: errors with these texts reload the page on their own after 1 s. */
export const AUTO_RELOAD_MESSAGES = ["Should have a queue", "Cannot read properties", "Maximum update depth exceeded"];
export const AUTO_RELOAD_DELAY_MS = 1_000;

export function shouldAutoReload(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return AUTO_RELOAD_MESSAGES.some((text) => message.includes(text));
}

type Props = {
  children: ReactNode;
  /** Reloads the page; injected by tests. */
  reload?: () => void;
  /** Goes to "/" with a full page load, which also resets the boundary; injected by tests. */
  goHome?: () => void;
};

type State = { hasError: boolean };

/** SPEC §4 "Error boundary": a hasError state, reset by reloading the page. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { hasError: false };
  private reloadTimer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (shouldAutoReload(error) && this.reloadTimer === undefined) {
      this.reloadTimer = setTimeout(this.reload, AUTO_RELOAD_DELAY_MS);
    }
  }

  componentWillUnmount() {
    clearTimeout(this.reloadTimer);
  }

  private reload = () => (this.props.reload ?? (() => window.location.reload()))();
  private goHome = () => (this.props.goHome ?? (() => window.location.assign("/")))();

  render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <main className="grid min-h-screen place-items-center bg-slate-50 px-4">
        <div
          role="alert"
          className="w-full max-w-md rounded-2xl border border-navy-100 bg-white p-8 text-center shadow-sm"
        >
          <div className="mx-auto mb-5 grid size-12 place-items-center rounded-full bg-red-50">
            <TriangleAlert aria-hidden="true" className="size-6 text-red-600" />
          </div>
          <h1 className="text-xl font-bold text-navy-900">{shellTexts.errorTitle}</h1>
          <p className="mt-2 text-sm leading-6 text-navy-600">{shellTexts.errorText}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <button
              type="button"
              onClick={this.reload}
              className="inline-flex h-10 items-center justify-center rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
            >
              {shellTexts.refreshPage}
            </button>
            <button
              type="button"
              onClick={this.goHome}
              className="inline-flex h-10 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-navy-900 ring-1 ring-navy-200 ring-inset hover:bg-navy-50"
            >
              {shellTexts.goHome}
            </button>
          </div>
        </div>
      </main>
    );
  }
}
