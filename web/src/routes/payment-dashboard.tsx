import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function PaymentDashboardScreen() {
  return <ScreenPlaceholder title="Payment Dashboard" />;
}
