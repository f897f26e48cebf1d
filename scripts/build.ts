/** npm run build (after scripts/validate.ts): the production build's steps, the same list `npm start` and the benches run. */
import { spawnSync } from 'node:child_process';
import { BUILD_STEPS } from './lib/production-server';

for (const [command, args] of BUILD_STEPS) {
  const step = spawnSync(command, [...args], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (step.status !== 0) process.exit(step.status ?? 1);
}
