import { ScreenPlaceholder } from "../features/shell/components/screen-placeholder";

export default function AttorneyConsultationScreen() {
  return <ScreenPlaceholder title="Attorney Consultation" />;
}
