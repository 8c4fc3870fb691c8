// Fails when the committed dist/ is not what `npm run build:dist` makes from the committed sources
// (run in CI; not in `npm test`, so a branch that changes src/ can test before dist/ is rebuilt).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
const stale = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', 'dist'], {
  cwd: root,
  encoding: 'utf8',
});
if (stale) {
  process.stderr.write(`check:dist: the committed dist/ is stale; run npm run build:dist and commit dist/:\n${stale}`);
  execFileSync('git', ['--no-pager', 'diff', '--stat', '--', 'dist'], { cwd: root, stdio: 'inherit' });
  process.exit(1);
}
console.log('check:dist: dist/ matches the sources.');
