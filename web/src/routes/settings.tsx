import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function SettingsScreen() {
  return <ScreenPlaceholder title="Settings" />;
}
