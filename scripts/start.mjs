// One command for a fresh machine: install dependencies if needed, build, then serve on port 3000.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync('node_modules/.package-lock.json'))
  run('npm', ['install', '--no-audit', '--no-fund']);
run('npx', ['next', 'build']);
run('npx', ['next', 'start', '--port', process.env.PORT ?? '3000']);
