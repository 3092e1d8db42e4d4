import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function AdminConfigScreen() {
  return <ScreenPlaceholder title="Email Configuration" />;
}
