import { ContentPageView } from '../components/ContentPageView.tsx';

/** The terms and conditions, with the date of their last revision. */
export default function TermsPage() {
  return <ContentPageView slug="terms" legal />;
}
