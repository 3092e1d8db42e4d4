import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function NewCustomContractScreen() {
  return <ScreenPlaceholder title="New Custom Contract" />;
}
