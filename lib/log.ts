import 'server-only';
import pino from 'pino';

// JSON lines on stdout; the level comes from LOG_LEVEL without going through config() so that
// a configuration error can itself be logged.
export const log = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'site' },
});
