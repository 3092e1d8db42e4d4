import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function AiAgentScreen() {
  return <ScreenPlaceholder title="AI Contract Agent" />;
}
