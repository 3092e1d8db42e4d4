import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function PaymentSuccessScreen() {
  return <ScreenPlaceholder title="Payment Success" />;
}
