import { config } from '@/lib/config';

// Runs once when the server starts: a malformed environment stops start-up with a clear message.
export function register() {
  config();
}
