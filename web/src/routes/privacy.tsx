import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function PrivacyScreen() {
  return <ScreenPlaceholder title="Privacy Policy" />;
}
