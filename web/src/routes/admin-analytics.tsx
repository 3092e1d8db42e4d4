import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function AdminAnalyticsScreen() {
  return <ScreenPlaceholder title="Admin Analytics" />;
}
