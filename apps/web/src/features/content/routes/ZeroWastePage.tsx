import { ContentPageView } from '../components/ContentPageView.tsx';

/** Zero waste: the reusable kits and the returnable cooler bag. */
export default function ZeroWastePage() {
  return <ContentPageView slug="zero-waste" />;
}
