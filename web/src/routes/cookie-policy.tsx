import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function CookiePolicyScreen() {
  return <ScreenPlaceholder title="Cookie Policy" />;
}
