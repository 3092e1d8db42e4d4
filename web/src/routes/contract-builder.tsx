import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function ContractBuilderScreen() {
  return <ScreenPlaceholder title="Contract Builder" />;
}
