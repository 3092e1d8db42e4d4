import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function AnalysisScreen() {
  return <ScreenPlaceholder title="Analysis" />;
}
