import { NotFoundContent } from '../../components/NotFoundContent.tsx';

/** SPEC.md §2 "/404". */
export default function NotFoundPage() {
  return <NotFoundContent />;
}
