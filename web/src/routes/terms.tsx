import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function TermsScreen() {
  return <ScreenPlaceholder title="Terms of Service" />;
}
