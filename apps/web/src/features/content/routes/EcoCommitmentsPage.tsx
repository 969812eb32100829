import { ContentPageView } from '../components/ContentPageView.tsx';

/** Our eco-friendly commitments. */
export default function EcoCommitmentsPage() {
  return <ContentPageView slug="eco-commitments" />;
}
