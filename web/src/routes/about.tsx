import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function AboutScreen() {
  return <ScreenPlaceholder title="About" />;
}
