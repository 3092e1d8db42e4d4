import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function AdminRefundsScreen() {
  return <ScreenPlaceholder title="Admin Refunds" />;
}
