import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function CustomTemplateScreen() {
  return <ScreenPlaceholder title="Custom Template" />;
}
