import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function ContactScreen() {
  return <ScreenPlaceholder title="Contact" />;
}
