import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function PayfastReturnScreen() {
  return <ScreenPlaceholder title="PayFast Return" />;
}
