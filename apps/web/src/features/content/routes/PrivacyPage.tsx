import { ContentPageView } from '../components/ContentPageView.tsx';

/** The privacy policy, with the date of its last revision. */
export default function PrivacyPage() {
  return <ContentPageView slug="privacy" legal />;
}
