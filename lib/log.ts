import 'server-only';
import pino from 'pino';

// JSON lines on stdout; the level comes from LOG_LEVEL without going through config() so that
// a configuration error can itself be logged.
const requestedLevel =
  process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info');

// pino refuses an unknown level by throwing, which would take every page down with it; an unknown
// LOG_LEVEL logs at 'info' and config() names it as the problem.
export const log = pino({
  level:
    requestedLevel in pino.levels.values || requestedLevel === 'silent' ? requestedLevel : 'info',
  base: { service: 'site' },
});
