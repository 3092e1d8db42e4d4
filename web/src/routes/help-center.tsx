import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function HelpCenterScreen() {
  return <ScreenPlaceholder title="Help Center" />;
}
