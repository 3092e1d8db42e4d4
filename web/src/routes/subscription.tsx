import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function SubscriptionScreen() {
  return <ScreenPlaceholder title="Subscription" />;
}
