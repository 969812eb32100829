import { ContentPageView } from '../components/ContentPageView.tsx';

/** Our story. */
export default function StoryPage() {
  return <ContentPageView slug="story" />;
}
