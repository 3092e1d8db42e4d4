import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function PaymentStatusScreen() {
  return <ScreenPlaceholder title="Payment Status" />;
}
