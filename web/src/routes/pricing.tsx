import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function PricingScreen() {
  return <ScreenPlaceholder title="Pricing" />;
}
