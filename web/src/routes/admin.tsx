import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function AdminScreen() {
  return <ScreenPlaceholder title="Admin Dashboard" />;
}
