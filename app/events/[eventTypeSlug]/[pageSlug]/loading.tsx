import { PageLoading } from '@/components/PageLoading/PageLoading';

/** Shown while an event page loads: the loading flag the navigation sets and clears. */
export default function Loading() {
  return <PageLoading label="Loading the event page" />;
}
