import type { Redis } from 'ioredis';

export function failFastRedis(url: string, options: { commandTimeoutMs: number }): Redis;
