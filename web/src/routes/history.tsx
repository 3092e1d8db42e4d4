import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function HistoryScreen() {
  return <ScreenPlaceholder title="History" />;
}
