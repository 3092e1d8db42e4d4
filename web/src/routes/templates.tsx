import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function TemplatesScreen() {
  return <ScreenPlaceholder title="Templates" />;
}
