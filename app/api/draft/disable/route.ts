import { redirect } from 'next/navigation';
import { disableDraftMode } from '@/screens/draftMode';

export async function GET() {
  await disableDraftMode();
  redirect('/');
}
