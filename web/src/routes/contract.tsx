import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function ContractScreen() {
  return <ScreenPlaceholder title="Contract" />;
}
