// Runs in its own process (see observatory.ts): the Observatory's own retrieve, tests and grading.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.env.OBSERVATORY_DIR ?? '';
const { host, httpsPort, httpPort, paths } = JSON.parse(process.env.OBSERVATORY_ARGS ?? '{}');
const load = (file) => import(pathToFileURL(join(dir, 'src', file)).href);
const { retrieve } = await load('retriever/retriever.js');
const { ALL_TESTS } = await load('constants.js');
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js');

const scores = [];
for (const path of paths) {
  const requests = await retrieve(host, { httpsPort, httpPort, path });
  if (!requests.responses.auto) throw new Error(`${path}: the site did not answer`);
  // scan() stops here for a status other than 2xx, 3xx, 401 or 403; the 404 page is scored all the same.
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests = {};
  for (const test of ALL_TESTS) {
    const output = test(requests);
    const scoreModifier = output.result ? getScoreModifier(output.result) : 0;
    withExtraCredit += scoreModifier;
    if (scoreModifier < 0) uncurved += scoreModifier;
    tests[output.constructor.name] = { result: output.result, pass: output.pass, scoreModifier };
  }
  const { score, grade } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  scores.push({ path, statusCode: requests.responses.auto.status, score, grade, tests });
}
process.stdout.write(JSON.stringify(scores));
